import { describe, expect, it } from 'vitest';
import {
  fillerReason,
  flagsOf,
  fragmentReason,
  inventedCategoryWords,
  isGenericKeyword,
  isPlaceKeyword,
  stemsOf,
  uncoveredCompetitors,
  wordingReason,
} from '../../src/brainstorm/proposal-checks.js';

const keyword = (text: string, description = '') => fragmentReason(text, { field: 'keyword', description });

describe('proposal checks', () => {
  it.each([
    'recommend an and service',
    'and service pricing',
    'which installs and service to hire',
    'recommend an and tax',
    'what do PostgreSQL use',
    'alternative to',
    'wish my',
  ])('flags the fragment "%s"', (text) => {
    expect(keyword(text)).not.toBeNull();
  });

  it('flags a template slot holding the wrong words in a description', () => {
    expect(
      fragmentReason('Someone asks which tool to use. Most useful from PostgreSQL.', { field: 'sentence' }),
    ).not.toBeNull();
    expect(fragmentReason('Most useful from small agencies.', { field: 'sentence' })).toBeNull();
    expect(
      fragmentReason('Most useful from physiotherapy and massage clinics.', { field: 'sentence' }),
    ).toBeNull();
  });

  it.each([
    'recommend a roofer',
    'need a plumber',
    'switching from cliniko',
    'what do small agencies use',
    'dog groomer manchester',
    'alternative to HubSpot',
  ])('reads "%s" as a phrase', (text) => {
    expect(keyword(text)).toBeNull();
  });

  it('accepts a name with "and" or "&" that the description itself writes', () => {
    const description = 'Customers switch to us from Riverford and Abel & Cole.';
    expect(keyword('leaving Abel & Cole', description)).toBeNull();
    expect(keyword('leaving Abel & Cole')).not.toBeNull();
  });

  it('flags keywords made only of generic words', () => {
    for (const text of [
      'second quote',
      'service rates',
      'cheap service',
      'recommend a service',
      'which service to hire',
    ])
      expect(isGenericKeyword(text), text).toBe(true);
    for (const text of ['recommend a roofer', 'heat pump quote', 'cliniko alternative'])
      expect(isGenericKeyword(text), text).toBe(false);
  });

  it('flags category words the description never uses, comparing stems', () => {
    const salon = stemsOf('Fluff & Buff is a dog grooming salon in Manchester; book online.');
    expect(inventedCategoryWords('salon tool pricing', salon)).toEqual(['tool']);
    expect(inventedCategoryWords('dog grooming salon', salon)).toEqual([]);
    const flags = stemsOf('Flagpole is a feature flag service with SDKs.');
    expect(inventedCategoryWords('feature flag services', flags)).toEqual([]);
    expect(inventedCategoryWords('feature flag app', flags)).toEqual(['app']);
  });

  it('finds competitors nobody offers a way to leave', () => {
    const signal = (name: string, keywords: string[]) => ({
      name,
      description: '',
      keywords,
      negative_keywords: [],
    });
    const signals = [
      signal('Looking for a Cliniko alternative', ['cliniko alternative', 'leaving cliniko']),
      signal('Discussing Jane App', ['Jane App review']),
    ];
    expect(uncoveredCompetitors(signals, ['Cliniko', 'Jane App'])).toEqual(['Jane App']);
  });

  it('reports every flag of a signal with the field it is in', () => {
    const flags = flagsOf(
      {
        name: 'Asking about salon tool pricing',
        description: 'x',
        keywords: ['second quote', 'dog groomer'],
        negative_keywords: [],
      },
      'A dog grooming salon.',
    );
    expect(flags.map((f) => [f.kind, f.field, f.text])).toEqual([
      ['invented', 'name', 'Asking about salon tool pricing'],
      ['generic', 'keyword', 'second quote'],
    ]);
  });

  it('flags a bare generic head: "choosing software", "best scheduling", "software trends"', () => {
    for (const text of ['choosing software', 'best scheduling', 'software trends', 'management pricing'])
      expect(isGenericKeyword(text), text).toBe(true);
    for (const text of ['gym software', 'snow removal scheduling', 'job management pricing'])
      expect(isGenericKeyword(text), text).toBe(false);
  });

  it('flags a keyword that names only a place the description names', () => {
    const places = new Set(['lisbon']);
    for (const text of ['Lisbon cost', 'recommend a Lisbon', 'which Lisbon to use', 'Lisbon'])
      expect(isPlaceKeyword(text, places), text).toBe(true);
    for (const text of ['wedding photographer Lisbon', 'photographer near Lisbon'])
      expect(isPlaceKeyword(text, places), text).toBe(false);
  });

  it.each([
    'Someone asks which dry stone walling to buy.',
    'buying grant writing',
    'which solar to buy',
    'compare solars',
    'switching technical due diligences',
    'Asking what an STEM kit costs',
    'CLEANING REPAIR installer cost',
  ])('flags the wording of "%s"', (text) => {
    expect(wordingReason(text)).not.toBeNull();
  });

  it.each([
    'which clothing to buy',
    'which CRM to use',
    'hire a dry stone waller',
    'Asking what a STEM kit costs',
    'DECKED alternative',
  ])('accepts the wording of "%s"', (text) => {
    expect(wordingReason(text)).toBeNull();
  });

  it('flags a place in a thing’s slot only when the description names that place', () => {
    const places = new Set(['lisbon']);
    expect(wordingReason('Someone asks which Lisbon to use.', places)).not.toBeNull();
    expect(wordingReason('Looking for a photographer in Lisbon', places)).toBeNull();
  });

  it('flags keywords with no buying intent, unless the description names that market', () => {
    for (const text of [
      'future of CRMs',
      'CRM trends',
      'CRM market',
      'CRM must-haves',
      'wish my CRM',
      'CRM that actually works',
    ])
      expect(fillerReason(text), text).not.toBeNull();
    expect(fillerReason('farmers market', 'We run a farmers market in Leeds every Saturday.')).toBeNull();
    expect(fillerReason('recommend a CRM')).toBeNull();
  });

  it('counts filler only outside market research', () => {
    const signal = {
      name: 'Talking about trends in CRMs',
      description: 'x',
      keywords: ['CRM trends'],
      negative_keywords: [],
    };
    expect(flagsOf(signal, 'A CRM.').map((f) => f.kind)).toEqual(['filler']);
    expect(flagsOf(signal, 'A CRM.', true)).toEqual([]);
  });
});
