import { describe, expect, it } from 'vitest';
import { competitorsFromDescription } from '../../../src/engine/smart-columns/competitors.js';
import { findPrice } from '../../../src/engine/smart-columns/entities.js';
import { evaluateSmartColumnLocally } from '../../../src/engine/smart-columns/evaluate.js';

const post = (title: string, body = '') => ({ title, body });
const yes = (rules: Record<string, unknown>, p: { title: string; body: string }, context = {}) =>
  evaluateSmartColumnLocally({ kind: 'boolean', rules }, p, context).bool_value;
const text = (rules: Record<string, unknown>, p: { title: string; body: string }, context = {}) =>
  evaluateSmartColumnLocally({ kind: 'text', rules }, p, context).text_value;

describe('evaluateSmartColumnLocally', () => {
  it('finds competitors from the built-in list, as whole words', () => {
    const rules = { entities: ['competitor'], extract: 'competitor' };
    expect(yes(rules, post('Leaving HubSpot', 'Too expensive for us.'))).toBe(true);
    expect(text(rules, post('Pipedrive or hubspot?'))).toBe('Pipedrive');
    expect(yes(rules, post('Need a simple CRM', 'Spreadsheets no longer cut it.'))).toBe(false);
    expect(yes(rules, post('hubspotter meetup'))).toBe(false);
    expect(text(rules, post('Need a simple CRM'))).toBeNull();
  });

  it("uses the column's competitors instead of the built-in list when it names some", () => {
    const rules = { entities: ['competitor'], competitors: ['Acme CRM', 'Foo'] };
    expect(yes(rules, post('We use acme  crm today'))).toBe(true);
    expect(yes(rules, post('We use HubSpot today'))).toBe(false);
  });

  it("adds the project's competitors (from its description) to the built-in list", () => {
    const context = {
      projectCompetitors: competitorsFromDescription('A CRM for agencies, unlike Tinybird.'),
    };
    expect(
      text({ entities: ['competitor'], extract: 'competitor' }, post('Moving off Tinybird'), context),
    ).toBe('Tinybird');
  });

  it.each([
    ['Our budget is $49/mo per seat', '$49/mo'],
    ['We pay 30€ a month', '30€ a month'],
    ['Happy to spend 50 dollars', '50 dollars'],
    ['Around USD 1,200 per year', 'USD 1,200 per year'],
    ['under £5k', '£5k'],
  ])('finds the price in %j', (sentence, price) => {
    expect(findPrice(sentence)).toBe(price);
    expect(text({ entities: ['price'], extract: 'price' }, post(sentence))).toBe(price);
  });

  it('finds no price in plain numbers', () => {
    expect(yes({ entities: ['price'] }, post('We are 5 people', 'since 2019, 3 tools tried'))).toBe(false);
  });

  it('extracts urls and e-mail addresses', () => {
    const p = post('Site down', 'See https://acme.example/status. Mail ops@acme.example please.');
    expect(text({ entities: ['url'], extract: 'url' }, p)).toBe('https://acme.example/status');
    expect(text({ entities: ['email'], extract: 'email' }, p)).toBe('ops@acme.example');
  });

  it('recognises questions by "?" or an interrogative opener', () => {
    const rules = { entities: ['question'], extract: 'question' };
    expect(text(rules, post('Looking for a CRM', 'We are five. Anyone tried Attio'))).toBe(
      'Anyone tried Attio',
    );
    expect(yes(rules, post('CRM for a small team?'))).toBe(true);
    expect(yes(rules, post('We switched to Attio.', 'Happy so far.'))).toBe(false);
  });

  it("combines conditions with match 'any' and 'all'", () => {
    const p = post('Pricing question', 'Is there an SSO add-on?');
    expect(yes({ match: 'any', keywords: ['sso', 'saml'] }, p)).toBe(true);
    expect(yes({ match: 'all', keywords: ['sso', 'saml'] }, p)).toBe(false);
    expect(yes({ match: 'all', keywords: ['sso'], entities: ['question'] }, p)).toBe(true);
    expect(text({ keywords: ['saml', 'sso'], extract: 'keyword' }, p)).toBe('sso');
  });

  it('matches user patterns case-insensitively and ignores refused ones', () => {
    expect(text({ patterns: [String.raw`\d+\s?seats`], extract: 'pattern' }, post('Need 12 Seats'))).toBe(
      '12 Seats',
    );
    expect(yes({ patterns: ['(a+)+$'] }, post('aaaa'))).toBe(false);
  });

  it('answers false / null when the rules test nothing, and reads stored rules defensively', () => {
    expect(yes({}, post('anything'))).toBe(false);
    expect(text({}, post('anything'))).toBeNull();
    expect(yes({ keywords: 'crm', entities: ['nonsense', 'url'], match: 'most' }, post('http://x.io'))).toBe(
      true,
    );
  });
});

describe('competitorsFromDescription', () => {
  it('reads the names a description gives its rivals', () => {
    expect(
      competitorsFromDescription(
        'Acme is a CRM for agencies. Competitors: Pipedrive, Zoho CRM and Copper. A cheaper alternative to HubSpot.',
      ),
    ).toEqual(['Pipedrive', 'Zoho CRM', 'Copper', 'HubSpot']);
    expect(competitorsFromDescription(null)).toEqual([]);
    expect(competitorsFromDescription('We help teams sell.')).toEqual([]);
  });
});
