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
  const all = (signals: { name: string; description: string; keywords: string[] }[]) =>
    signals.flatMap((s) => [s.name, s.description, ...s.keywords]);
  const keywordsOf = (description: string, useCase: UseCase = 'lead_generation') =>
    propose(description, useCase).flatMap((s) => s.keywords);

  it('builds every keyword from what the description says: a phrase of it, a frame around one, or a rival', () => {
    const signals = propose(acme, 'lead_generation');
    expect(signals.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Looking for a CRM',
        'Leaving HubSpot',
        'Leaving Pipedrive',
        'Leaving Salesforce',
      ]),
    );
    expect(signals.find((s) => s.name === 'Leaving HubSpot')?.keywords).toEqual([
      'HubSpot alternative',
      'switching from HubSpot',
      'leaving HubSpot',
    ]);
    const frame = /^(?:looking for |best )?(.+?)(?: recommendations| reviews| cost| price| near me)?$/;
    for (const keyword of signals.flatMap((s) => s.keywords)) {
      const rival = ['HubSpot', 'Pipedrive', 'Salesforce'].some((r) => keyword.includes(r));
      const phrase = frame.exec(keyword)?.[1] ?? keyword;
      if (!rival) expect(acme.toLowerCase(), keyword).toContain(phrase.toLowerCase());
    }
  });

  it('takes what a business states it is, never a word cut from a longer phrase', () => {
    const cleaning = keywordsOf(
      'Spotless Keys – end of tenancy cleaning in Leeds and Headingley. Ovens, carpets and windows included.',
    );
    expect(cleaning).toEqual(
      expect.arrayContaining(['end of tenancy cleaning', 'end of tenancy cleaning Leeds']),
    );
    expect(cleaning.join(' | ')).not.toMatch(
      /(?:^|\| )(?:looking for |best )?end(?: recommendations| reviews| cost)?(?: \||$)/,
    );
    const api = keywordsOf('Inkpress – HTML to PDF API for invoices. Send HTML, get a PDF back.');
    expect(api).toContain('HTML to PDF API');
    expect(api).not.toEqual(
      expect.arrayContaining(['HTML recommendations', 'best HTML', 'looking for HTML']),
    );
  });

  it('says less when unsure: no price frames for a head it only guessed or read from one word', () => {
    const shout = propose(
      'GLOWLINE ROOFING | Storm damage? We do the whole job. Aurora and Parker.',
      'lead_generation',
    );
    expect(all(shout).join(' | ')).not.toMatch(/\bcost\b|\bprices\b/);
    expect(shout.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(['storm damage']));
  });

  it('never mixes languages inside a keyword', () => {
    const english =
      /\b(?:looking|recommendations|best|reviews|cost|prices|near|switching|leaving|too expensive)\b/i;
    const spanish = keywordsOf(
      'Limpieza de alfombras y salas en Monterrey y San Pedro. Lavamos tus alfombras en tu casa y secan en pocas horas. Muchos clientes vienen de Alfomax.',
    );
    expect(spanish).toEqual(
      expect.arrayContaining([
        'busco limpieza de alfombras',
        'limpieza de alfombras Monterrey',
        'alternativa a Alfomax',
      ]),
    );
    for (const keyword of spanish) expect(keyword).not.toMatch(english);
    const german = keywordsOf(
      'Radwerk – Lastenräder für Familien in Köln. Probefahrt jederzeit, Wartung inklusive. Vielen ist Urbanbike zu teuer.',
    );
    for (const keyword of german) expect(keyword).not.toMatch(english);
    expect(german).toEqual(expect.arrayContaining(['Alternative zu Urbanbike']));
    const japanese = keywordsOf(
      '手作り革財布の店 こもれ。職人が縫う革財布。牛革、全8色。大手の革財布は高いので、当店をどうぞ。',
      'market_research',
    );
    expect(japanese.length).toBeGreaterThan(0);
    for (const keyword of japanese) expect(keyword).not.toMatch(/[A-Za-z]/);
  });

  it('rules out job posts, tutorials and self-promotion in the language the buyers post in', () => {
    const negatives = (description: string) => propose(description, 'lead_generation')[0]?.negative_keywords;
    expect(
      negatives('Limpieza de alfombras y salas en Monterrey y San Pedro. Lavamos tus alfombras en tu casa.'),
    ).toEqual(expect.arrayContaining(['oferta de empleo', 'tutorial', 'curso online']));
    expect(
      negatives(
        'Radwerk – Lastenräder für Familien in Köln. Probefahrt jederzeit, Wartung inklusive. Vielen ist Urbanbike zu teuer.',
      ),
    ).toEqual(expect.arrayContaining(['Stellenangebot', 'Schritt für Schritt']));
    for (const description of [
      'Limpieza de alfombras y salas en Monterrey y San Pedro. Lavamos tus alfombras en tu casa.',
      '手作り革財布の店 こもれ。職人が縫う革財布。牛革、全8色。',
    ])
      expect(negatives(description)).not.toEqual(expect.arrayContaining(['Show HN']));
    expect(negatives('Acme CRM is a simple CRM for small agencies.')).toEqual(
      expect.arrayContaining(['hiring', 'tutorial', 'Show HN']),
    );
  });

  it('names a rival only where the description sets itself against it, and fits the complaint to it', () => {
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
    expect(quill.map((s) => s.name)).toEqual(['Replacing Quillnote']);
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
    expect(tunnels).not.toMatch(/Burrow too expensive|cancel Burrow/);
    const kit = all(
      propose(
        'Sunbox – plug-in solar kits for balconies. Each kit ships with a Voltra inverter and a Fixit mount. Works with Tibber.',
        'lead_generation',
      ),
    ).join(' | ');
    expect(kit).not.toMatch(/Voltra|Fixit|Tibber/);
  });

  it('gives every named competitor a switching signal', () => {
    const signals = propose(
      'Greenfurrow delivers a weekly organic vegetable box to homes in Bristol. Customers often switch to us from Riverford and Abel & Cole.',
      'lead_generation',
    );
    expect(signals.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Leaving Riverford', 'Leaving Abel & Cole']),
    );
  });

  it('follows the use case: rivals first for competitor monitoring, the brand for brand monitoring', () => {
    expect(propose(acme, 'competitor_monitoring')[0]?.name).toBe('Leaving HubSpot');
    expect(propose(acme, 'brand_monitoring')[0]?.name).toBe('Mentions of Acme CRM');
    expect(propose(acme, 'customer_support').map((s) => s.name)).toContain('Acme CRM users asking for help');
    expect(propose(acme, 'lead_generation').map((s) => s.name)).not.toContain('Mentions of Acme CRM');
  });

  it('names the towns a local business names, and none for an online one', () => {
    expect(keywordsOf(bakery)).toEqual(
      expect.arrayContaining(['family bakery Headingley', 'family bakery Leeds']),
    );
    const online = keywordsOf('Taxwise is an online tax return service for landlords in Leeds and York.');
    expect(online.join(' | ')).not.toMatch(/Leeds|York/);
  });

  it('writes a problem the description names in its buyers’ words', () => {
    const keywords = keywordsOf(
      'Home battery installs in Harare and Bulawayo. Say goodbye to load shedding and noisy generators. Pay over 12 months.',
    );
    expect(keywords).toEqual(expect.arrayContaining(['load shedding']));
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
        // A name starts with a capital, unless it starts with a brand written like "eBay".
        expect(signal.name, what).not.toMatch(/^\p{Ll}[^\s\p{Lu}]*(?:\s|$)/u);
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

  it('proposes no trends, wishes or must-haves', () => {
    for (const useCase of useCases)
      for (const [kind, description] of Object.entries(businesses))
        expect(all(propose(description, useCase)).join(' | '), `${useCase}, ${kind}`).not.toMatch(
          /\b(?:trends|future of|state of|must-haves|wish my|that actually works)\b|\w market\b/i,
        );
  });
});
