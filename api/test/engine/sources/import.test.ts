import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/engine/sources/import/csv.js';
import { parseLenientDate } from '../../../src/engine/sources/import/lenient-date.js';
import { contentHash, parseImport } from '../../../src/engine/sources/import/parse-import.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads quotes, escaped quotes, delimiters and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFtitle,body\r\n"Hello, world","She said ""hi""\r\nand left"\r\nplain,"x"\r\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['title', 'body'],
        ['Hello, world', 'She said "hi"\r\nand left'],
        ['plain', 'x'],
      ],
      unterminatedQuote: false,
    });
  });

  it('skips blank lines, keeps empty fields, reads a last line without a line end, and bare CR', () => {
    expect(parseCsv('a,b\n\n1,\n,2\r3,4').records).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
      ['3', '4'],
    ]);
  });

  it('switches to ; when the header has semicolons and no commas (European spreadsheets)', () => {
    expect(parseCsv('title;body\n"a;b";1,5\n').records).toEqual([
      ['title', 'body'],
      ['a;b', '1,5'],
    ]);
  });

  it('reports a file that ends inside a quoted field', () => {
    expect(parseCsv('title\n"never closed\nstill').unterminatedQuote).toBe(true);
  });
});

describe('parseLenientDate', () => {
  it.each([
    ['2024-03-05T10:00:00Z', '2024-03-05T10:00:00.000Z'],
    ['2024-03-05T10:00:00+02:00', '2024-03-05T08:00:00.000Z'],
    ['2024-03-05', '2024-03-05T00:00:00.000Z'],
    ['2024-03-05 10:00:00Z', '2024-03-05T10:00:00.000Z'],
    ['Tue, 05 Mar 2024 10:00:00 +0000', '2024-03-05T10:00:00.000Z'],
    ['1709632800', '2024-03-05T10:00:00.000Z'],
    ['1709632800000', '2024-03-05T10:00:00.000Z'],
    [1709632800, '2024-03-05T10:00:00.000Z'],
  ])('%s', (input, iso) => {
    expect(parseLenientDate(input)?.toISOString()).toBe(iso);
  });

  it('gives null for what is not a date or lies outside 1970-2100', () => {
    for (const input of ['yesterday', '', '12', '3000-01-01', {}, null])
      expect(parseLenientDate(input)).toBeNull();
  });
});

describe('parseImport csv', () => {
  it('maps column aliases to posts of the csv_import platform', () => {
    const csv = [
      'Title,Text,Link,Author,Subreddit,Date,ID,Lead owner',
      'Need a CRM,"We are 5 people, any ideas?",https://example.com/p/1,ana,smallbusiness,2024-03-05T10:00:00Z,abc-1,Sam',
    ].join('\n');
    const { rows, errors } = parseImport('csv', csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        platform: 'csv_import',
        externalId: 'abc-1',
        url: 'https://example.com/p/1',
        author: 'ana',
        community: 'smallbusiness',
        title: 'Need a CRM',
        body: 'We are 5 people, any ideas?',
        publishedAt: new Date('2024-03-05T10:00:00Z'),
        metadata: { extra: { lead_owner: 'Sam' } },
      },
    ]);
  });

  it('keeps embedded line breaks in the body and numbers rows in data order', () => {
    const csv = 'title,body\r\n"First","line one\r\nline two"\r\n,\r\n"Third",""\r\n';
    const { rows, errors } = parseImport('csv', csv);
    expect(rows.map((row) => [row.title, row.body])).toEqual([
      ['First', 'line one\nline two'],
      ['Third', ''],
    ]);
    expect(errors).toEqual([{ row: 2, field: 'title', message: 'Each row needs a title or a body.' }]);
  });

  it('drops rows whose url is not http(s), naming url', () => {
    const csv = 'title,url\nok,https://example.com\nbad,javascript:alert(1)\nworse,not a url\nnone,\n';
    const { rows, errors } = parseImport('csv', csv);
    expect(rows.map((row) => [row.title, row.url])).toEqual([
      ['ok', 'https://example.com'],
      ['none', null],
    ]);
    expect(errors).toEqual([
      { row: 2, field: 'url', message: 'url must be an http(s) address.' },
      { row: 3, field: 'url', message: 'url must be an http(s) address.' },
    ]);
  });

  it('keeps a row with an unreadable date, without a date, and says so', () => {
    const { rows, errors } = parseImport(
      'csv',
      'title,published_at\nA,last tuesday\nB,Tue 05 Mar 2024 10:00:00 GMT\n',
    );
    expect(rows.map((row) => row.publishedAt?.toISOString() ?? null)).toEqual([
      null,
      '2024-03-05T10:00:00.000Z',
    ]);
    expect(errors).toEqual([
      { row: 1, field: 'published_at', message: 'Unreadable date; the row was imported without one.' },
    ]);
  });

  it('derives the external id from url|title|body so a re-import gives the same ids, and imports duplicates once', () => {
    const csv =
      'title,body,url\nA,b,https://example.com/x\nA,b,https://example.com/x\nA,c,https://example.com/x\n';
    const first = parseImport('csv', csv);
    const again = parseImport('csv', csv);
    expect(first.rows.map((row) => row.externalId)).toEqual([
      contentHash('https://example.com/x', 'A', 'b'),
      contentHash('https://example.com/x', 'A', 'c'),
    ]);
    expect(first.rows[0]?.externalId).toMatch(/^[0-9a-f]{64}$/);
    expect(again.rows.map((row) => row.externalId)).toEqual(first.rows.map((row) => row.externalId));
    expect(first.errors).toEqual([
      { row: 2, field: 'external_id', message: 'Same item as row 1; imported once.' },
    ]);
  });

  it('needs a header row with a title or body column', () => {
    expect(parseImport('csv', '')).toEqual({
      rows: [],
      errors: [{ row: 0, field: 'content', message: 'The CSV needs a header row naming its columns.' }],
    });
    expect(parseImport('csv', 'url,author\nhttps://example.com,ana\n').errors[0]).toMatchObject({
      row: 0,
      field: 'content',
    });
  });

  it('refuses more than 10,000 rows', () => {
    const csv = `title\n${Array.from({ length: 10_001 }, (_, i) => `row ${i}`).join('\n')}`;
    const { rows, errors } = parseImport('csv', csv);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 0, field: 'content', message: 'At most 10,000 rows per import; this one has 10,001.' },
    ]);
    expect(
      parseImport('csv', `title\n${Array.from({ length: 10_000 }, (_, i) => `row ${i}`).join('\n')}`).rows,
    ).toHaveLength(10_000);
  });

  it('reports a file that ends inside a quote and still reads what came before', () => {
    const { rows, errors } = parseImport('csv', 'title,body\nA,fine\nB,"never closed\n');
    expect(rows.map((row) => row.title)).toEqual(['A', 'B']);
    expect(errors).toEqual([{ row: 2, field: 'content', message: 'The file ends inside a quoted field.' }]);
  });
});

describe('parseImport json', () => {
  it('reads an array or {items: [...]}, numbers and epoch dates included', () => {
    const items = [
      {
        title: 'Need a CRM',
        content: 'Any tips?',
        link: 'http://example.com/1',
        id: 42,
        created_at: 1709632800,
      },
      { text: 'Only a body', source: 'newsletter' },
    ];
    const fromArray = parseImport('json', JSON.stringify(items));
    const fromObject = parseImport('json', JSON.stringify({ items }));
    expect(fromObject).toEqual(fromArray);
    expect(fromArray.errors).toEqual([]);
    expect(
      fromArray.rows.map((row) => [
        row.externalId,
        row.title,
        row.body,
        row.url,
        row.community,
        row.publishedAt?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['42', 'Need a CRM', 'Any tips?', 'http://example.com/1', null, '2024-03-05T10:00:00.000Z'],
      [contentHash(null, null, 'Only a body'), null, 'Only a body', null, 'newsletter', null],
    ]);
  });

  it('names bad items and fields, and refuses content that is not a list', () => {
    const { rows, errors } = parseImport(
      'json',
      JSON.stringify([{ title: 'ok' }, 'text', { title: { nested: true } }, { author: 'x' }]),
    );
    expect(rows.map((row) => row.title)).toEqual(['ok']);
    expect(errors).toEqual([
      { row: 2, field: 'row', message: 'Each item must be an object.' },
      { row: 3, field: 'title', message: 'title must be text.' },
      { row: 4, field: 'title', message: 'Each row needs a title or a body.' },
    ]);
    expect(parseImport('json', '{"items": 3}').errors[0]).toMatchObject({ row: 0, field: 'content' });
    expect(parseImport('json', '[{"title": "a"').errors).toEqual([
      { row: 0, field: 'content', message: 'The content is not valid JSON.' },
    ]);
  });
});
