import { describe, expect, it } from 'vitest';
import { proposeSignalsLocally } from '../../src/brainstorm/propose-signals.js';
import { intentSignalLimits } from '../../src/schemas/intent-signal.js';
import { useCases, type UseCase } from '../../src/schemas/project.js';

const acme =
  'Acme CRM is a simple CRM for small agencies. Acme CRM helps small marketing agencies track every lead, automate ' +
  'follow-ups and close more deals. Its key offerings include pipeline tracking, automated follow-ups and client ' +
  'portal. It presents itself as an alternative to HubSpot, Pipedrive and Salesforce.';
const bakery =
  "Rosie's Bakery is a family bakery in Headingley, Leeds, baking sourdough bread and celebration cakes. Its key " +
  'offerings include sourdough loaves, croissants and celebration cakes to order.';

const propose = (description: string, useCase: UseCase, website: string | null = null) =>
  proposeSignalsLocally({ description, useCase, website });

describe('proposeSignalsLocally', () => {
  it('proposes specific lead-generation signals from the category, competitors, offerings and audience', () => {
    const signals = propose(acme, 'lead_generation');
    expect(signals.map((s) => s.name)).toEqual([
      'Asking for a CRM recommendation',
      'Looking for an alternative to HubSpot',
      'Looking for an alternative to Pipedrive',
      'Frustrated with HubSpot',
      'Frustrated with Pipedrive',
      'Asking about CRM pricing',
      'Looking for pipeline tracking',
      'Looking for automated follow-ups',
      'Small agencies asking what to use',
      'Comparing CRM options',
    ]);
    expect(signals[1]).toEqual({
      name: 'Looking for an alternative to HubSpot',
      description: 'Someone wants to replace HubSpot or asks what to use instead of it.',
      keywords: [
        'HubSpot alternative',
        'alternative to HubSpot',
        'replace HubSpot',
        'switching from HubSpot',
        'moving away from HubSpot',
        'instead of HubSpot',
      ],
      negative_keywords: [
        'hiring',
        'job opening',
        "we're hiring",
        'salary',
        'internship',
        'resume',
        'tutorial',
        'course',
        'step by step guide',
        'I built',
        'I made',
        'my startup',
        'launching today',
        'Show HN',
        'check out my',
      ],
    });
  });

  it.each(useCases)('gives 5 to 10 valid, distinct signals for %s', (useCase) => {
    for (const description of [acme, bakery, 'We sell things.']) {
      const signals = propose(description, useCase, 'https://shop.example');
      expect(signals.length, `${useCase}: ${description}`).toBeGreaterThanOrEqual(5);
      expect(signals.length).toBeLessThanOrEqual(10);
      expect(new Set(signals.map((s) => s.name.toLowerCase())).size).toBe(signals.length);
      for (const signal of signals) {
        expect(signal.name.length).toBeGreaterThan(0);
        expect(signal.name.length).toBeLessThanOrEqual(intentSignalLimits.name);
        expect(signal.keywords.length).toBeGreaterThan(0);
        expect(signal.keywords.length).toBeLessThanOrEqual(intentSignalLimits.terms);
        expect(signal.negative_keywords.length).toBeGreaterThan(0);
        for (const term of [...signal.keywords, ...signal.negative_keywords])
          expect(term.length).toBeLessThanOrEqual(intentSignalLimits.term);
        const keywords = new Set(signal.keywords.map((k) => k.toLowerCase()));
        expect(signal.negative_keywords.filter((n) => keywords.has(n.toLowerCase()))).toEqual([]);
      }
    }
  });

  it('follows the use case: competitors for competitor monitoring, the brand for brand monitoring', () => {
    expect(propose(acme, 'competitor_monitoring').map((s) => s.name)).toContain('Discussing HubSpot');
    const brand = propose(acme, 'brand_monitoring').map((s) => s.name);
    expect(brand.slice(0, 3)).toEqual([
      'Mentions of Acme CRM',
      'Complaints about Acme CRM',
      'Praise for Acme CRM',
    ]);
    expect(propose(acme, 'customer_support').map((s) => s.name)).toContain('Acme CRM users asking for help');
    expect(propose(acme, 'market_research')[0]?.name).toBe('Wishing for a better CRM');
  });

  it('speaks of a local business without software words', () => {
    const signals = propose(bakery, 'lead_generation');
    expect(signals[0]?.name).toBe('Asking for a family bakery recommendation');
    expect(signals.map((s) => s.name)).toContain('Looking for sourdough loaves');
    expect(JSON.stringify(signals)).not.toMatch(/software|tools for/);
  });

  it('takes the name from the website when the description does not give one', () => {
    const brand = propose(
      'We make handmade leather wallets for travellers.',
      'brand_monitoring',
      'https://www.hide-and-seek.example',
    );
    expect(brand[0]?.name).toBe('Mentions of Hide And Seek');
  });

  it('is deterministic', () => {
    expect(propose(acme, 'lead_generation')).toEqual(propose(acme, 'lead_generation'));
  });
});
