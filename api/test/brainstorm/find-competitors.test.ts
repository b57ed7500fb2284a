import { describe, expect, it } from 'vitest';
import { findCompetitors, rivalStanding } from '../../src/brainstorm/find-competitors.js';
import { sentences } from '../../src/brainstorm/text.js';

// Sentences written for these tests (not taken from the evaluation set): the competitive contexts a
// description may use, and the names that stand near a product without being its rivals.
const found = (text: string, own: string[] = []) => findCompetitors(sentences(text), own);

describe('findCompetitors', () => {
  it.each([
    ['Think of us as an alternative to Brightdesk.', ['Brightdesk']],
    ['It is Quillpad but affordable.', ['Quillpad']],
    ['This is what Quillpad should have been.', ['Quillpad']],
    ["Tired of Quillpad's pricing? Try us.", ['Quillpad']],
    ['Compared with Quillpad and Noteroo, setup takes minutes.', ['Quillpad', 'Noteroo']],
    ['Every month more Quillpad users switch to us.', ['Quillpad']],
    ['Our mats cost half the price of a Yogaroo.', ['Yogaroo']],
    ["If you've outgrown Tallybook, talk to us.", ['Tallybook']],
    ['Unlike Tallybook, we never charge per invoice.', ['Tallybook']],
    ['Ledgerly, Countwise and Booksmith are built for enterprises.', ['Ledgerly', 'Countwise', 'Booksmith']],
    // An analogy names the rival without the word that introduces it.
    ['Think Veloflex but for cargo trikes.', ['Veloflex']],
    [
      "Grafton and Millbrook are built for big agencies; we're built for freelancers.",
      ['Grafton', 'Millbrook'],
    ],
    ['Replace Tallybook in an afternoon.', ['Tallybook']],
    ['Plain pricing, Sprout vs Harvest Co explained.', ['Sprout', 'Harvest Co']],
    ['Use our kits instead of Mealbox.', ['Mealbox']],
    ['Teams switching from Rota Pro keep their history.', ['Rota Pro']],
    ['Like Crate & Barrel but for students.', ['Crate & Barrel']],
    ['Tutors here stay with you, unlike lingobee or Talkwell.', ['lingobee', 'Talkwell']],
    ['Most clients came to us from Shiftly and Clockr.', ['Shiftly', 'Clockr']],
    ['Waited weeks for an engineer from Boilerco?', ['Boilerco']],
    // Cues of the fourth change: a bad experience, an aside, a shut-down, an option, and other languages.
    ['Many founders come to us after a bad experience with Filewise or Taxbuddy.', ['Filewise', 'Taxbuddy']],
    ["Flagstack is for teams that don't need (or can't afford) Togglr.", ['Togglr']],
    ['One-click import from Readly and Savr (RIP both).', ['Readly', 'Savr']],
    ['Pingwell is fine if you self-host; Cronly is the other option if you have a big budget.', ['Cronly']],
    [
      'Clinics switch to us from Physiodesk when prices rise, and from Carebook when they bill insurance.',
      ['Physiodesk', 'Carebook'],
    ],
    ['Most customers come from htmlpdfkt, which is unmaintained.', ['htmlpdfkt']],
    ['Muchos clientes vienen de Contaplus o Fiscalo.', ['Contaplus', 'Fiscalo']],
    ['Pas de contrat annuel comme chez Nuisipro.', ['Nuisipro']],
    ['Für Betriebe, denen Stundio zu groß und zu teuer ist.', ['Stundio']],
    ['Muita gente que assinava o Cafezal migrou pra cá.', ['Cafezal']],
    ['花鞄や山田屋は人気ですぐ売り切れるので、当店へどうぞ。', ['花鞄', '山田屋']],
  ])('finds the rivals in "%s"', (text, rivals) => {
    expect(found(text)).toEqual(rivals);
  });

  it.each([
    'We stock Ravenwood and Hollyhock puzzles.',
    'Works with Shopify and integrates with Xero.',
    'Built by ex-Google engineers in Leeds.',
    'Our fitters are Gas Safe registered and NICEIC approved.',
    'Delivering across Bristol, Bath and Wells every Friday.',
    'Founded by Maria Lopez after ten years as a nurse.',
    'Syncs with tools like Slack and Notion.',
    'Used by teams at Northwind and Contoso.',
    'Shipped from Canada, so there are no duties to pay.',
    // Parts, mounts and rules written with capitals, and words of other scripts, are not rivals.
    'Komplettset: Wechselrichter Voltra, Halterung für Balkongeländer, Flachdach oder Wand.',
    'Foreign Earned Income Exclusion vs Foreign Tax Credit, explained for expats.',
    'Export highlights to Notion or Obsidian.',
    'Scan supplier invoices (Freshco, Dairyline) and plug into Tillpoint.',
  ])('finds no rival in "%s"', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('never returns the business itself', () => {
    expect(found('Brightdesk vs Helpwise: Brightdesk is cheaper than Helpwise.', ['Brightdesk'])).toEqual([
      'Helpwise',
    ]);
  });
});

describe('rivalStanding', () => {
  const plain = { closed: false, free: false, outgrown: false, overkill: false };

  it('reads a rival that shut down, a free one, one buyers outgrow and one that is too much', () => {
    expect(rivalStanding('Quillnote users move to us since it shut down last year.', 'Quillnote')).toEqual({
      ...plain,
      closed: true,
    });
    expect(rivalStanding('Stable URLs, unlike the Burrow free tier.', 'Burrow')).toEqual({
      ...plain,
      free: true,
    });
    const both = "If you've outgrown Beacon but Conductor feels like overkill, talk to us.";
    expect(rivalStanding(both, 'Beacon')).toEqual({ ...plain, outgrown: true });
    expect(rivalStanding(both, 'Conductor')).toEqual({ ...plain, overkill: true });
  });

  it('does not take what the business says of itself for the rival', () => {
    expect(rivalStanding('An open-source alternative to Flagstaff and Pennant.', 'Flagstaff')).toEqual(plain);
  });
});
