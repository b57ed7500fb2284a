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

/** Businesses of different kinds, written as their owners would describe them. */
const businesses: Record<string, string> = {
  'B2B SaaS': acme,
  'developer tool':
    'ClusterLedger is a managed PostgreSQL hosting service for startups that do not want to run their own ' +
    'databases. It offers automated backups, point-in-time recovery, connection pooling and 24/7 on-call ' +
    'support. It is an alternative to Amazon RDS, Heroku Postgres and Supabase.',
  trades:
    'Brightwire Electrical is a family-run electrician in Bristol serving homeowners and landlords. We do ' +
    'rewiring, fuse box upgrades, EV charger installation and landlord safety certificates.',
  consumer:
    'Voltride is an e-bike shop in Utrecht for commuters and families. We sell and service electric bikes ' +
    'and cargo bikes, and offer test rides, repairs and leasing for employers. Competitors include VanMoof and Cowboy.',
  services:
    'Clearpath Bookkeeping provides bookkeeping and payroll for freelancers and small agencies in the UK. Key ' +
    'offerings include monthly bookkeeping, VAT returns, payroll and year-end accounts.',
  'local shop': bakery,
  vague: 'We sell things.',
};

/** Words a phrase cannot end on: a preposition, article or conjunction left hanging. */
const dangling =
  /\b(?:for|to|of|in|on|at|with|from|by|about|as|or|and|vs|a|an|the|that|which|than|like|keeps)$/i;

describe('proposeSignalsLocally', () => {
  it('proposes specific lead-generation signals from the category, competitors, offerings and audience', () => {
    const signals = propose(acme, 'lead_generation');
    expect(signals.map((s) => s.name)).toEqual([
      'Asking for CRM recommendations',
      'Looking for a HubSpot alternative',
      'Looking for a Pipedrive alternative',
      'Looking for a Salesforce alternative',
      'Needs pipeline tracking',
      'Needs automated follow-ups',
      'Asking about CRM pricing',
      'Frustrated with HubSpot',
      'Frustrated with Pipedrive',
      'Small agencies asking what to use',
    ]);
    expect(signals[1]).toEqual({
      name: 'Looking for a HubSpot alternative',
      description: 'Someone wants to leave HubSpot or asks what to use instead of it.',
      keywords: [
        'HubSpot alternative',
        'alternative to HubSpot',
        'switching from HubSpot',
        'leaving HubSpot',
        'cheaper than HubSpot',
      ],
      negative_keywords: ['love HubSpot', 'happy with HubSpot'],
    });
  });

  it('speaks of what buyers ask for: e-bikes at an e-bike shop, an electrician, a bookkeeper', () => {
    const names = (key: string) => propose(businesses[key]!, 'lead_generation').map((s) => s.name);
    expect(names('consumer')).toEqual(
      expect.arrayContaining([
        'Asking for e-bike recommendations',
        'Asking what an e-bike costs',
        'Looking for e-bike repairs',
        'Comparing e-bike options',
      ]),
    );
    expect(names('trades')).toEqual(
      expect.arrayContaining([
        'Asking for electrician recommendations',
        'Looking for help with rewiring',
        'Comparing electrician quotes',
      ]),
    );
    expect(names('services')[0]).toBe('Asking for bookkeeper recommendations');
    expect(names('developer tool')[0]).toBe('Asking for managed PostgreSQL hosting recommendations');
    const trades = propose(businesses.trades!, 'lead_generation');
    expect(trades[0]?.keywords).toContain('electrician in Bristol');
  });

  it('proposes the negatives every signal needs once, on the first signal', () => {
    for (const [kind, description] of Object.entries(businesses)) {
      const [first, ...rest] = propose(description, 'lead_generation');
      expect(first?.negative_keywords, kind).toEqual(
        expect.arrayContaining(['hiring', 'tutorial', 'Show HN']),
      );
      for (const other of rest)
        expect(
          other.negative_keywords.filter((n) => ['hiring', 'tutorial', 'Show HN'].includes(n)),
          kind,
        ).toEqual([]);
    }
  });

  it.each(useCases)('reads like a person wrote it for every kind of business (%s)', (useCase) => {
    for (const [kind, description] of Object.entries(businesses)) {
      const signals = propose(description, useCase, 'https://shop.example');
      const where = `${useCase}, ${kind}`;
      expect(signals.length, where).toBeGreaterThanOrEqual(5);
      expect(signals.length).toBeLessThanOrEqual(10);
      expect(new Set(signals.map((s) => s.name.toLowerCase())).size, where).toBe(signals.length);
      for (const signal of signals) {
        const what = `${where}: ${signal.name}`;
        expect(signal.name.length).toBeGreaterThan(0);
        expect(signal.name.length).toBeLessThanOrEqual(intentSignalLimits.name);
        // Grammar: nothing left hanging, no pasted clause fragments, no doubled words.
        expect(signal.name, what).not.toMatch(dangling);
        expect(signal.name, what).not.toMatch(/\b(?:as or for|and\s+and|\(|\)|:\s*$)/i);
        expect(signal.name, what).not.toMatch(/\b(\w+) \1\b/i);
        expect(signal.description, what).toMatch(/^[A-Z].*[.]$/);
        expect(signal.description, what).not.toMatch(/\b(?:as or for|\(\d|,\s*,)/i);
        expect(signal.description, what).not.toMatch(/\b(\w+) \1\b/i);
        // Keywords: what a buyer writes, a few words, none twice, none hanging.
        expect(signal.keywords.length, what).toBeGreaterThan(0);
        expect(signal.keywords.length).toBeLessThanOrEqual(intentSignalLimits.terms);
        expect(new Set(signal.keywords.map((k) => k.toLowerCase())).size, what).toBe(signal.keywords.length);
        for (const keyword of signal.keywords) {
          expect(keyword.split(' ').length, `${what}: ${keyword}`).toBeLessThanOrEqual(4);
          expect(keyword, `${what}: ${keyword}`).not.toMatch(dangling);
          expect(keyword, `${what}: ${keyword}`).not.toMatch(/^(?:and|or|a|an|the)\b/i);
        }
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
    expect(signals[0]?.name).toBe('Asking for bakery recommendations');
    expect(signals.map((s) => s.name)).toContain('Looking for sourdough loaves');
    expect(JSON.stringify(signals)).not.toMatch(/software|tools for|to hire|costs/);
  });

  it('takes the name from the website when the description does not give one', () => {
    const brand = propose(
      'We make handmade leather wallets for travellers.',
      'brand_monitoring',
      'https://www.hide-and-seek.example',
    );
    expect(brand[0]?.name).toBe('Mentions of Hide And Seek');
  });

  it('takes the category from what the business says it is, and never invents one', () => {
    const names = (description: string) =>
      propose(description, 'lead_generation')
        .flatMap((s) => [s.name, ...s.keywords])
        .join(' | ');
    const salon = names(
      'Fluff & Buff is a dog grooming salon in Chorlton, Manchester. We offer full grooms and hand stripping, and you can book online.',
    );
    expect(salon).toContain('dog groomer Manchester');
    expect(salon).not.toMatch(/\b(?:tool|software|service)\b/i);
    const firm = names(
      'Harlow & Pike is a family law firm in Leeds. We help parents with divorce and child arrangements.',
    );
    expect(firm).toContain('family lawyer Leeds');
    expect(firm).toContain('Looking for help with divorce');
    expect(firm).not.toMatch(/\bservice\b/i);
    const kiln = names(
      'Hearthstone Kilns builds electric kilns for potters. We are a British-made alternative to Skutt and Rohde.',
    );
    expect(kiln).toContain('Asking for electric kiln recommendations');
    expect(kiln).not.toMatch(/British-made alternative|\bservice\b/);
  });

  it('gives every named competitor a switching signal', () => {
    const signals = propose(
      'Greenfurrow delivers a weekly organic vegetable box to homes in Bristol. Customers often switch to us from Riverford and Abel & Cole.',
      'lead_generation',
    );
    expect(signals.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Looking for a Riverford alternative',
        'Looking for an Abel & Cole alternative',
      ]),
    );
    expect(signals.find((s) => s.name === 'Looking for a Riverford alternative')?.keywords).toEqual([
      'Riverford alternative',
      'alternative to Riverford',
      'switching from Riverford',
      'leaving Riverford',
      'cheaper than Riverford',
    ]);
  });

  it('is deterministic', () => {
    expect(propose(acme, 'lead_generation')).toEqual(propose(acme, 'lead_generation'));
  });

  // Businesses written for these tests, each with what its buyers would not write.
  const fencing =
    'Fenceline – fencing & gate installation in Ballarat, Bendigo and Castlemaine. Post and rail, Colorbond ' +
    'and timber paling. Free measure and quote.';
  const all = (signals: { name: string; description: string; keywords: string[] }[]) =>
    signals.flatMap((s) => [s.name, s.description, ...s.keywords]);

  it('proposes no trends, wishes or must-haves unless the use case is market research', () => {
    for (const useCase of useCases.filter((u) => u !== 'market_research'))
      for (const [kind, description] of Object.entries({ ...businesses, fencing }))
        expect(all(propose(description, useCase)).join(' | '), `${useCase}, ${kind}`).not.toMatch(
          /\b(?:trends|future of|state of|must-haves|wish my|that actually works)\b|\w market\b/i,
        );
    expect(propose(acme, 'market_research').map((s) => s.name)).toContain('Talking about trends in CRMs');
  });

  it('speaks of a trade as hired, in the towns it names', () => {
    const signals = propose(fencing, 'lead_generation');
    const text = all(signals).join(' | ');
    expect(text).not.toMatch(/\bto buy\b|\bbuying\b/);
    expect(text).toMatch(/to hire|whom to hire/);
    expect(signals.flatMap((s) => s.keywords)).toEqual(
      expect.arrayContaining(['fencing Ballarat', 'fencing Bendigo', 'fencing near Ballarat']),
    );
  });

  it('writes a problem the description names in its buyers’ words', () => {
    const signals = propose(
      'Home battery installs in Harare and Bulawayo. Say goodbye to load shedding and noisy generators. Pay over 12 months.',
      'lead_generation',
    );
    expect(signals.find((s) => s.name === 'Dealing with load shedding')?.keywords).toEqual(
      expect.arrayContaining(['load shedding', 'tired of load shedding']),
    );
  });

  it('fits the complaints to the rival: no cancelling a one-off purchase, a shut-down or a free rival', () => {
    const pans = all(
      propose(
        'Ironbark makes cast iron skillets in Ohio, about half the price of a Lodge.',
        'lead_generation',
      ),
    ).join(' | ');
    expect(pans).toContain('Lodge alternative');
    expect(pans).not.toMatch(/cancel Lodge|Lodge price increase/);
    const notes = propose(
      'Notehive is a note-taking app for nurses, with offline sync. Quillnote users move to us since it shut down last year.',
      'lead_generation',
    );
    const quill = notes.filter((s) => s.name.includes('Quillnote'));
    expect(quill.map((s) => s.name)).toEqual(['Replacing Quillnote after its shutdown']);
    expect(quill[0]?.keywords).toEqual(
      expect.arrayContaining(['Quillnote replacement', 'migrate from Quillnote']),
    );
    const tunnels = all(
      propose(
        'Tunnelbox exposes localhost over HTTPS with stable URLs (looking at you, Burrow free tier). US$8/mo for teams.',
        'lead_generation',
      ),
    ).join(' | ');
    expect(tunnels).toContain('Burrow alternative');
    expect(tunnels).not.toMatch(/Burrow is too expensive|cancel Burrow|cheaper than Burrow/);
  });

  it('tells a rival whose name is a plain word by its platform, and keeps each complaint to its rival', () => {
    const signals = propose(
      "Stackdrift — Terraform cost alerts for platform teams, posted on every pull request. If you've outgrown Beacon but Conductor feels like overkill, try us.",
      'lead_generation',
    );
    const keywords = signals.flatMap((s) => s.keywords);
    expect(keywords).toEqual(expect.arrayContaining(['Beacon alternative', 'outgrown Terraform Beacon']));
    expect(keywords).not.toContain('Beacon is too expensive');
    expect(keywords).toContain('Terraform Conductor overkill');
    expect(keywords).not.toContain('Terraform Beacon overkill');
  });

  it('keeps the language of a description written in another language', () => {
    const signals = propose(
      'Limpieza de alfombras y salas en Monterrey y San Pedro. Lavamos tus alfombras en tu casa y secan en pocas horas.',
      'lead_generation',
    );
    expect(signals.length).toBeGreaterThanOrEqual(5);
    const keywords = signals.flatMap((s) => s.keywords);
    expect(keywords).toEqual(
      expect.arrayContaining([
        'busco limpieza de alfombras',
        'limpieza de alfombras Monterrey',
        'precio limpieza de alfombras',
      ]),
    );
    expect(keywords.join(' | ')).not.toMatch(/\brecommend\b|\bcost\b|\bquote\b/);
  });
});
