import { describe, expect, it } from 'vitest';
import {
  flagsOf,
  fragmentReason,
  inventedCategoryWords,
  isGenericKeyword,
  stemsOf,
  uncoveredCompetitors,
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
});
