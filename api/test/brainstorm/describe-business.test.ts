import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../../src/brainstorm/charset.js';
import { brandName, describeBusinessLocally } from '../../src/brainstorm/describe-business.js';
import { extractPage } from '../../src/brainstorm/html-extract.js';
import { websiteFixture } from '../support/website-server.js';

const facts = (file: string) => extractPage(decodeHtml(websiteFixture(file), 'text/html'));

describe('describeBusinessLocally', () => {
  it('writes what a SaaS is, for whom, what it offers and whom it competes with', () => {
    expect(describeBusinessLocally(facts('acme-crm.html'), 'https://acme-crm.example/')).toEqual({
      businessDescription:
        'Acme CRM is a simple CRM for small agencies. Acme CRM helps small marketing agencies track every lead, ' +
        'automate follow-ups and close more deals, without the enterprise bloat. Its key offerings include pipeline ' +
        'tracking, automated follow-ups, client portal, proposal templates and shared team inbox. It presents itself ' +
        'as an alternative to HubSpot, Pipedrive, Salesforce and Zoho.',
      keyOfferings: [
        'Pipeline tracking',
        'Automated follow-ups',
        'Client portal',
        'Proposal templates',
        'Shared team inbox',
      ],
      competitors: ['HubSpot', 'Pipedrive', 'Salesforce', 'Zoho'],
    });
  });

  it("uses the page's own richer sentence for a local business, and names no competitors it did not see", () => {
    const bakery = describeBusinessLocally(facts('rosies-bakery.html'), 'https://www.rosiesbakery.example/');
    expect(bakery.businessDescription).toBe(
      "Rosie's Bakery is a family bakery in Headingley, Leeds, baking sourdough bread, pastries and celebration " +
        'cakes every morning since 1998. Its key offerings include sourdough loaves, croissants and pain au chocolat, ' +
        'celebration cakes to order and wholesale bread for local cafés.',
    );
    expect(bakery.competitors).toEqual([]);
  });

  it('says "offers" for an activity rather than a product', () => {
    const logship = describeBusinessLocally(facts('logship.html'), 'https://logship.example/');
    expect(logship.businessDescription).toMatch(
      /^Logship is log management for small engineering teams who have outgrown grep/,
    );
    expect(logship.businessDescription).toContain(
      'It presents itself as an alternative to Datadog, Splunk, Papertrail and Loggly.',
    );
  });

  it('is deterministic and stays within its limits', () => {
    const once = describeBusinessLocally(facts('acme-crm.html'), 'https://acme-crm.example/');
    expect(describeBusinessLocally(facts('acme-crm.html'), 'https://acme-crm.example/')).toEqual(once);
    const crowded = extractPage(
      `<title>Big</title><main><h1>Big is the platform for everyone</h1><ul>${Array.from(
        { length: 14 },
        (_, i) => `<li>Feature number ${i + 1}</li>`,
      ).join(
        '',
      )}</ul><p>${Array.from({ length: 12 }, (_, i) => `Alternative to Rival${i}.`).join(' ')}</p></main>`,
    );
    const result = describeBusinessLocally(crowded, 'https://big.example/');
    expect(result.keyOfferings).toHaveLength(8);
    expect(result.competitors).toHaveLength(8);
    expect(result.businessDescription.length).toBeLessThanOrEqual(1500);
  });

  it('still writes something from a bare page', () => {
    expect(describeBusinessLocally(extractPage('<p>hi</p>'), 'https://www.tiny-shop.example/')).toEqual({
      businessDescription: 'Tiny Shop is the business behind www.tiny-shop.example.',
      keyOfferings: [],
      competitors: [],
    });
  });
});

describe('brandName', () => {
  it('prefers og:site_name, then the title part matching the host, then the host', () => {
    expect(brandName(facts('acme-crm.html'), 'https://acme-crm.example/')).toBe('Acme CRM');
    expect(brandName(facts('logship.html'), 'https://logship.example/')).toBe('Logship');
    expect(
      brandName(extractPage('<title>Home - Widgets &amp; Co</title>'), 'https://widgetsandco.example/'),
    ).toBe('Widgets & Co');
    expect(brandName(extractPage(''), 'https://www.acme-tools.example/')).toBe('Acme Tools');
  });
});
