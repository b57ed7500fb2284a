import { describe, expect, it } from 'vitest';
import { readDescription } from '../../src/brainstorm/business-profile.js';
import { buyerWords } from '../../src/brainstorm/buyer-words.js';

// What a description says the business is, as its buyers would write it. The descriptions are written
// for these tests, not taken from the evaluation set.
const read = (description: string) => buyerWords(readDescription(description, null), description);

describe('buyerWords: the category as buyers say it', () => {
  it.each([
    // The head noun of the self-description, after a name written with "&" or small words.
    ['Nordic & Pine Saunas — outdoor barrel saunas built by hand in Latvia.', 'outdoor barrel sauna'],
    ['Kelpie at Home – dog walking visits across Hobart.', 'dog walking visit'],
    // A first line that only names the business says nothing of what it is.
    ['Ferngully Piano Studio, Galway.\nOne-to-one piano lessons for adult beginners.', 'piano lessons'],
    // A place list after a dash is where, not what.
    ['Gutter cleaning & downpipe repair - Hamilton, Ancaster, Dundas.', 'gutter cleaner'],
    // A long self-description keeps its head noun and the words closest to it.
    ['We build a wind powered water pumping station for remote cattle stations.', 'water pumping station'],
    // The shorter common form buyers write.
    ['Greenway delivers an organic vegetable box every Friday to homes in Cardiff.', 'veg box'],
    // A one-word first part of a longer second one qualifies it.
    ['Tax and VAT compliance consultancy for online sellers.', 'VAT compliance consultancy'],
  ])('reads "%s" as %s', (description, want) => {
    expect(read(description).want).toBe(want);
  });

  it('keeps a word of another language only when the description is in that language', () => {
    expect(
      read('Stapelhocker aus Eiche, made in Tyrol. Our stacking stools fit under any desk and hold 150 kg.')
        .want,
    ).toBe('stacking stool');
    expect(read('Stapelhocker aus Eiche für Kinder und Eltern. Der Hocker ist aus einem Stück.').want).toBe(
      'stapelhocker',
    );
  });

  it('keeps what software does, and a thing its thing-name', () => {
    const payroll = read(
      'Payroll for small clinics: payslips, tax filings and leave tracking. R15 per employee per month.',
    );
    expect(payroll).toMatchObject({ want: 'payroll', kind: 'software' });
    expect(read('Warehouse management system for small 3PLs and fulfilment centres.').kind).toBe('software');
    expect(
      read('Soft-seam clothing for children with sensory needs. Sizes 2 to 14, free returns.'),
    ).toMatchObject({ want: 'soft-seam clothing', kind: 'product' });
  });

  it('does not take a name or the people served for what the business sells', () => {
    const { want } = read(
      'We represent tenants and landlords in Ohio and Kentucky courts. Tenants call us first.',
    );
    expect(want === null || !/tenant|landlord|ohio|kentucky/i.test(want)).toBe(true);
  });
});

describe('buyerWords: the head is what is sold, never a place, a problem, a header or a bare generic word', () => {
  it.each([
    // A question to the reader is the buyer's problem; what is done about it says what is sold.
    [
      'Wasps nest under your eaves? We safely remove wasp nests from lofts, sheds and eaves across Leicester.',
      'wasp nest removal',
    ],
    // "We fix it" after a question fixes what the question asked about.
    [
      'Squeaky floorboards? We fix them without lifting your carpet. Nottingham and Derby.',
      'squeaky floorboard repair',
    ],
    // A town before "based" is where, not what.
    ['We are a Lisbon based wedding photography studio. Packages from €900.', 'wedding photography studio'],
    // A header in capitals, its alternatives split by slashes.
    ['GUTTER CLEANING / REPAIRS / DOWNPIPES\nServing Hull, Beverley and Cottingham', 'gutter cleaner'],
    // A generic head says what it is for.
    [
      'Rotaflow: software for dental practices and orthodontists. Online booking and SMS reminders.',
      'dental practice software',
    ],
    [
      'Hireboard: scheduling + dispatch for scaffolding companies. Crews clock in on the app.',
      'scaffolding scheduling',
    ],
    // Both parts of "roof and gutter repair" are repairs.
    ['Roof and gutter repair in Swansea. Free quotes, insured.', 'roof repair'],
    // In a list of dishes and services, the service.
    [
      "Nonna's Table – arancini, focaccia, tiramisu and wedding catering for parties across Bristol.",
      'wedding caterer',
    ],
    // A tagline's praise is not the thing.
    ['Beacon: dead simple uptime monitoring for indie hackers. Alerts by SMS.', 'uptime monitoring'],
    // A brand written in lower case before a dash, then what it does.
    [
      'mockforge — generate realistic, privacy-safe sample data for MongoDB from your schema.',
      'sample data generator',
    ],
    ['Driftcheck finds and silences noisy alerts in your Kubernetes clusters.', 'noisy alert detection'],
    // The trade a business name ends on, when nothing else says.
    [
      'Okafor & Reyes Family Law, LLP - Houston, Texas\nWe represent parents in divorce and custody cases.',
      'family lawyer',
    ],
    // What a hand-stitched thing is, and the unit a sitter is booked in.
    ['Hand-stitched leather dog collars made in Leeds. Sizes XS to XL.', 'leather dog collar'],
  ])('reads "%s" as %s', (description, want) => {
    expect(read(description).want).toBe(want);
  });

  it('says how each is bought: hired, used, bought or subscribed to', () => {
    expect(read('Wasps nest under your eaves? We safely remove wasp nests from lofts.').kind).toBe(
      'provider',
    );
    expect(read('Grant writing for small museums in Wales. Flat fee per application.')).toMatchObject({
      want: 'grant writer',
      kind: 'provider',
      activity: 'grant writing',
    });
    expect(read('Beacon: dead simple uptime monitoring for indie hackers. Alerts by SMS.').kind).toBe(
      'software',
    );
    expect(
      read('Brewbox — a monthly craft beer box from independent Scottish breweries. Skip or cancel anytime.')
        .kind,
    ).toBe('subscription');
    expect(
      read('Independent technical audit for hotel kitchens in Porto. We deliver a report in a week.').kind,
    ).toBe('provider');
  });

  it('keeps the words that say which kind of thing in its short form', () => {
    expect(read('Kayak roof rack systems - aluminium, tool-free fitting, ships flat.').short).toBe(
      'kayak roof racks',
    );
  });

  it('reads the places a local business names, as a list, a tail or after "servicing"', () => {
    expect(
      read('GUTTER CLEANING / REPAIRS / DOWNPIPES\nServing Hull, Beverley and Cottingham').places,
    ).toEqual(['Hull', 'Beverley', 'Cottingham']);
    expect(
      read('Chimney sweeping - Co. Kerry and Cork. Free call-out within 30km of Killarney.').places,
    ).toEqual(['Kerry', 'Cork', 'Killarney']);
    expect(
      read('Mobile car valeting. Servicing Didsbury, Sale, Altrincham and the rest of south Manchester.')
        .places,
    ).toEqual(['Didsbury', 'Sale', 'Altrincham']);
    // Languages lessons are given in are not places.
    expect(read('Online piano lessons for adults, taught in English and Polish.').places).toEqual([]);
  });

  it('reads the problems a description opens with, in the buyer’s words', () => {
    expect(read('Wasps nest under your eaves? We safely remove wasp nests from lofts.').problems).toEqual([
      'wasps nest under eaves',
    ]);
    expect(
      read('Home battery installs in Harare. Say goodbye to load shedding and noisy generators.').problems,
    ).toEqual(['load shedding', 'noisy generators']);
  });

  it('keeps the language of a description written in another language, and of a title in one', () => {
    const spanish = read(
      'Limpieza de alfombras y salas en Monterrey y San Pedro. Lavamos tus alfombras en tu casa y secan en pocas horas.',
    );
    expect(spanish).toMatchObject({
      want: 'limpieza de alfombras',
      foreign: true,
      local: { phrase: 'limpieza de alfombras', language: 'es' },
      places: ['Monterrey', 'San Pedro'],
    });
    const title = read(
      'Reparación y mantenimiento de lavadoras — Puebla.\nWe repair washing machines of every brand at your home.',
    );
    expect(title).toMatchObject({
      want: 'washing machine repair',
      foreign: false,
      local: { phrase: 'reparación de lavadoras', language: 'es' },
    });
  });
});
