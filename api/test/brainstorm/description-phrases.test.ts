import { describe, expect, it } from 'vitest';
import { readPhrases } from '../../src/brainstorm/description-phrases.js';

// Sentences written for these tests (not taken from the evaluation set).
const heads = (description: string, rivals: string[] = []) =>
  readPhrases(description, rivals).heads.map((h) => `${h.phrase}${h.sure ? '' : '?'}`);

describe('readPhrases: what the business sells', () => {
  it.each([
    ['Brookside Bikes is a mobile bike mechanic for Bristol commuters.', 'mobile bike mechanic'],
    ['We are a small family bakery in Otley.', 'small family bakery'],
    ['Lumen – soundproof podcast booths, delivered flat-packed.', 'soundproof podcast booths'],
    ['Quayside Kilns builds electric kilns for schools.', 'electric kilns'],
    ['Spotless Keys – end of tenancy cleaning across Leeds.', 'end of tenancy cleaning'],
    ['Inkpress – HTML to PDF API for invoices.', 'HTML to PDF API'],
    ['Tallyroll is payroll software for cafés.', 'payroll software'],
  ])('reads "%s" as %s, stated', (description, head) => {
    expect(heads(description)[0]).toBe(head);
  });

  it('never takes one word cut from a longer phrase', () => {
    expect(heads('Spotless Keys – end of tenancy cleaning across Leeds.')).not.toContain('end?');
    expect(heads('Stashly: read it later, offline.')).toEqual([]);
    expect(heads('Inkpress – HTML to PDF API for invoices.')).not.toContain('HTML?');
  });

  it('takes a lone word only when the clause is that word and the description says it again', () => {
    expect(heads('Payroll for small firms. Payslips and payroll reports in one place.')).toEqual([
      'payroll?',
    ]);
    expect(heads('Realistic, fast. Test data for Postgres.')).not.toContain('realistic?');
  });

  it('does not take a name, a place, a rival, a price or who is served for what is sold', () => {
    const read = heads(
      'Hollow Oak – oak garden benches for Leeds gardens, from £400. Cheaper than Benchco.',
      ['Benchco'],
    );
    expect(read).toEqual(['oak garden benches']);
    expect(heads('Cleanroom is a clinic app for dentists in Porto.')).toEqual(['clinic app']);
  });

  it('reads a problem the buyer has as a problem, not as what is sold', () => {
    const read = readPhrases('Blocked gutters? We clear them the same week across Hull and Beverley.', []);
    expect(read.problems).toContain('blocked gutters');
    expect(read.heads.map((h) => h.phrase)).not.toContain('blocked gutters');
    expect(readPhrases('Quietbox finds and mutes noisy fans in your servers.', []).problems).toContain(
      'noisy fans',
    );
  });

  it('reads a header in capitals only by its last word, unsure', () => {
    expect(heads('NORTHSIDE PLASTERING | New ceilings and skim coats. Hull and Beverley.')).toEqual([
      'plastering?',
    ]);
  });

  it('keeps each phrase in the language it is written in', () => {
    const spanish = readPhrases('Clases de guitarra para adultos en Sevilla. Primera clase gratis.', []);
    expect(spanish.language).toBe('es');
    expect(spanish.heads[0]?.phrase).toBe('clases de guitarra');
    const title = readPhrases(
      'Reparación de bicicletas — Guadalajara. We fix flats and brakes at your door, same day.',
      [],
    );
    expect(title.language).toBe('en');
    expect(title.heads[0]).toEqual({ phrase: 'reparación de bicicletas', sure: true, language: 'es' });
    const japanese = readPhrases('木製パズルの店 こもれ。職人が作る木製パズル。積み木、知育玩具。', []);
    expect(japanese.language).toBe('ja');
    expect(japanese.heads[0]?.phrase).toMatch(/^[\p{Script=Han}\p{Script=Katakana}ー]+$/u);
  });

  it('names the towns of a local business, and none for one that works online or ships', () => {
    expect(
      readPhrases('Fresh Paws is a dog walking service covering Chorlton and Didsbury.', []).places,
    ).toEqual(['Chorlton', 'Didsbury']);
    expect(readPhrases('Ledgerline is an online bookkeeping service in Leeds and York.', []).places).toEqual(
      [],
    );
  });
});
