import { invalidFilter } from './invalid-filter.js';
import type { LeadListFilter } from './list-filter.js';
import type { ListPosition } from './list-query.js';

// The lead list's `cursor`: where the last lead of a page sits in the list's order (its sort keys and
// id), so the next page is "the leads after it" (keyset paging) rather than "skip n": a lead arriving or
// changing meanwhile moves no other lead across a page boundary, so none comes twice and none is missed.
// Opaque to clients, but only a position: it grants nothing (the filter and the access check are the
// request's own), so it is plain base64url rather than signed, and anything wrong in it is a 422.
//
// Text inside: a header (version 1, the sort, the order), the sort's keys, the id, space-separated:
// `1d- 2024-05-01T09:30:00.123456Z <id>`; dates exact to the microsecond, as PostgreSQL keeps them.

type Sort = Pick<LeadListFilter, 'sortBy' | 'sortOrder'>;

const sortCodes = { date: 'd', score: 's', updated: 'u' } as const;
const orderCodes = { asc: '+', desc: '-' } as const;

const exactDate = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const base64url = /^[A-Za-z0-9_-]+$/;

const header = (sort: Sort) => `1${sortCodes[sort.sortBy]}${orderCodes[sort.sortOrder]}`;

/** The cursor of the page ending at `position` (which carries the sort's keys). */
export function encodeListCursor(sort: Sort, position: ListPosition): string {
  const text = (value: Date | string | undefined) => {
    if (typeof value !== 'string') throw new Error('a cursor is written from exact (text) dates');
    return value;
  };
  const keys =
    sort.sortBy === 'score'
      ? [String(position.score), text(position.publishedAt)]
      : [text(sort.sortBy === 'updated' ? position.updatedAt : position.publishedAt)];
  return Buffer.from([header(sort), ...keys, position.id].join(' '), 'utf8').toString('base64url');
}

/** A date as a cursor carries it, if it is a real instant PostgreSQL can read back. */
function exactInstant(value: string | undefined): string | null {
  const parts = value === undefined ? null : exactDate.exec(value);
  if (!parts || !value) return null;
  const at = new Date(`${value.slice(0, 23)}Z`);
  const year = Number(parts[1]);
  // A day that does not exist (2024-02-30) comes back as another one; year 0 PostgreSQL cannot read.
  if (Number.isNaN(at.getTime()) || year < 1 || at.toISOString().slice(0, 23) !== value.slice(0, 23))
    return null;
  return value;
}

/**
 * The position a `cursor` names, for a list in `sort` order. A cursor that is not one this list wrote,
 * or was written for another order, is a 422 naming `cursor` (the filter is the caller's to keep).
 */
export function decodeListCursor(raw: string, sort: Sort): ListPosition {
  const garbled = () =>
    invalidFilter('cursor', "is not a cursor of this list: send a page's next_cursor as it came");
  if (!base64url.test(raw)) throw garbled();
  const [head, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split(' ');
  if (head !== header(sort)) {
    const known = Object.entries(sortCodes).find(([, code]) => head?.[1] === code)?.[0];
    const order = head?.[2] === '+' ? 'asc' : head?.[2] === '-' ? 'desc' : undefined;
    if (head?.length !== 3 || head[0] !== '1' || !known || !order) throw garbled();
    throw invalidFilter(
      'cursor',
      `was written for sort_by=${known}&sort_order=${order}: send it with the order of the page it came from`,
    );
  }
  const id = rest.at(-1);
  if (!id || !uuid.test(id)) throw garbled();
  if (sort.sortBy === 'score') {
    const [score, publishedAt] = rest;
    if (rest.length !== 3 || !score || !/^\d{1,3}$/.test(score) || Number(score) > 100) throw garbled();
    const at = exactInstant(publishedAt);
    if (!at) throw garbled();
    return { id, score: Number(score), publishedAt: at };
  }
  const at = rest.length === 2 ? exactInstant(rest[0]) : null;
  if (!at) throw garbled();
  return sort.sortBy === 'updated' ? { id, updatedAt: at } : { id, publishedAt: at };
}
