// The filter <-> URL mapping and the filter -> API query, field by field.
import { dropUnknownValues } from '../filter-lookups';
import { filterFromSearchParams, filterToQuery, filterToSearchParams } from '../filter-url';
import { countActiveFilters, defaultFilter, type LeadFilter } from '../lead-filter';

const status = '11111111-1111-4111-8111-111111111111';
const signalA = '22222222-2222-4222-8222-222222222222';
const signalB = '33333333-3333-4333-8333-333333333333';
const yesNo = '44444444-4444-4444-8444-444444444444';
const textCol = '55555555-5555-4555-8555-555555555555';
const person = '66666666-6666-4666-8666-666666666666';

const everyField: LeadFilter = {
  status,
  sources: ['reddit', 'hackernews'],
  signals: [signalA, signalB],
  smart: [
    { columnId: yesNo, operator: 'is', boolValue: false },
    { columnId: textCol, operator: 'contains', textValue: 'price: 10:30' },
    { columnId: textCol, operator: 'is_empty' },
  ],
  read: false,
  starred: true,
  verdict: 'not_lead',
  assignee: person,
  search: '"best crm" -hiring',
  dateFrom: '2025-01-01',
  dateTo: '2025-01-31T18:00:00.000Z',
  sortBy: 'score',
  sortOrder: 'asc',
};

describe('filter <-> URL', () => {
  it('round-trips every field, lists as repeated keys', () => {
    const params = filterToSearchParams(everyField);
    expect(params.getAll('source')).toEqual(['reddit', 'hackernews']);
    expect(params.getAll('signal')).toEqual([signalA, signalB]);
    expect(params.getAll('smart')).toEqual([
      `${yesNo}:is:false`,
      `${textCol}:contains:price: 10:30`,
      `${textCol}:is_empty`,
    ]);
    // Through a real URL string, as a bookmark would keep it.
    expect(filterFromSearchParams(new URLSearchParams(params.toString()))).toEqual(everyField);
  });

  it('leaves defaults out: the plain list has a plain URL', () => {
    expect(filterToSearchParams(defaultFilter).toString()).toBe('');
    expect(filterFromSearchParams(new URLSearchParams())).toEqual(defaultFilter);
    expect(filterToSearchParams({ ...defaultFilter, read: true }).toString()).toBe('read=true');
  });

  it('keeps params that are not the filter (the open lead) and replaces its own', () => {
    const keep = new URLSearchParams(`lead=abc&status=${status}&source=reddit&tab=x`);
    const params = filterToSearchParams({ ...defaultFilter, sources: ['rss'] }, keep);
    expect(params.toString()).toBe('lead=abc&tab=x&source=rss');
  });

  it('drops values that cannot be right, silently, and keeps the rest', () => {
    const filter = filterFromSearchParams(
      new URLSearchParams(
        [
          'status=not-a-uuid',
          'source=Reddit!',
          'source=rss',
          'source=rss',
          `signal=${signalA.toUpperCase()}`,
          'signal=42',
          `smart=${yesNo}:is:maybe`,
          `smart=${yesNo}:sounds_like:x`,
          `smart=${textCol}:contains:`,
          `smart=${textCol}:is_empty:extra`,
          `smart=nope:is:true`,
          `smart=${yesNo}:is_not:true`,
          'read=yes',
          'starred=false',
          'verdict=maybe',
          'from=2025-02-30',
          'to=soon',
          'sort=random',
          'order=sideways',
          `q=${'x'.repeat(300)}`,
        ].join('&'),
      ),
    );
    expect(filter).toEqual({
      ...defaultFilter,
      sources: ['rss'],
      signals: [signalA],
      smart: [{ columnId: yesNo, operator: 'is_not', boolValue: true }],
      starred: false,
      search: 'x'.repeat(200),
    });
  });

  it('reads the owner as me, none or a user id (lower-cased), and drops anything else', () => {
    const owner = (value: string) =>
      filterFromSearchParams(new URLSearchParams({ assignee: value })).assignee;
    expect(owner('me')).toBe('me');
    expect(owner('none')).toBe('none');
    expect(owner(person.toUpperCase())).toBe(person);
    expect(owner('someone')).toBeNull();
    expect(owner('')).toBeNull();
    expect(filterToSearchParams({ ...defaultFilter, assignee: 'me' }).toString()).toBe('assignee=me');
    expect(filterToQuery({ ...defaultFilter, assignee: 'none' })).toEqual({ assignee: 'none' });
  });

  it('drops an end date before the start date (the API would refuse the range)', () => {
    const filter = filterFromSearchParams(new URLSearchParams('from=2025-03-10&to=2025-03-01'));
    expect(filter.dateFrom).toBe('2025-03-10');
    expect(filter.dateTo).toBeNull();
    expect(filterFromSearchParams(new URLSearchParams('from=2025-03-10&to=2025-03-10')).dateTo).toBe(
      '2025-03-10',
    );
  });
});

describe('filterToQuery', () => {
  it("uses the API's names, JSON for smart conditions, and repeats nothing it should not", () => {
    expect(filterToQuery(everyField)).toEqual({
      status_config_id: status,
      data_source_filters: ['reddit', 'hackernews'],
      intent_signals: [signalA, signalB],
      smart_column_values: [
        JSON.stringify({ column_id: yesNo, operator: 'is', bool_value: false }),
        JSON.stringify({ column_id: textCol, operator: 'contains', text_value: 'price: 10:30' }),
        JSON.stringify({ column_id: textCol, operator: 'is_empty' }),
      ],
      read: false,
      starred: true,
      verdict: 'not_lead',
      assignee: person,
      search_text: '"best crm" -hiring',
      sort_by: 'score',
      sort_order: 'asc',
      date_from: '2025-01-01',
      date_to: '2025-01-31T18:00:00.000Z',
    });
  });

  it("sends nothing for the defaults: status 'all' is no status filter, blank search is none", () => {
    expect(filterToQuery(defaultFilter)).toEqual({});
    expect(filterToQuery({ ...defaultFilter, search: '   ' })).toEqual({});
  });
});

describe('values the project does not have', () => {
  it('are dropped once its lists are known, and kept until then', () => {
    const stale: LeadFilter = {
      ...defaultFilter,
      status,
      sources: ['reddit', 'gone'],
      signals: [signalA, signalB],
      smart: [
        { columnId: yesNo, operator: 'is', boolValue: true },
        // A yes/no condition on a text column: the API would answer 422.
        { columnId: textCol, operator: 'is', boolValue: true },
      ],
    };
    expect(dropUnknownValues(stale, {})).toBe(stale);
    expect(
      dropUnknownValues(stale, {
        statusIds: new Set(['another']),
        platforms: new Set(['reddit']),
        signalIds: new Set([signalB]),
        columnKinds: new Map([
          [yesNo, 'boolean'],
          [textCol, 'text'],
        ]),
      }),
    ).toEqual({
      ...defaultFilter,
      sources: ['reddit'],
      signals: [signalB],
      smart: [{ columnId: yesNo, operator: 'is', boolValue: true }],
    });
  });
});

it('counts active filters, not sorting', () => {
  expect(countActiveFilters(defaultFilter)).toBe(0);
  expect(countActiveFilters({ ...defaultFilter, sortBy: 'score', sortOrder: 'asc' })).toBe(0);
  expect(countActiveFilters(everyField)).toBe(1 + 2 + 2 + 3 + 1 + 1 + 1 + 1 + 1 + 1 + 1);
});
