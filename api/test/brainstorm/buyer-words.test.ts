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
