import { describe, expect, it } from 'vitest';
import type { LeadListFilter } from '../../src/leads/list-filter.js';
import { listPageCache } from '../../src/leads/list-page-cache.js';

const filter = (limit: number) => ({ limit, skip: 0, sortBy: 'date', sortOrder: 'desc' }) as LeadListFilter;

describe('listPageCache', () => {
  it('keeps a page per project, filter and version', () => {
    const pages = listPageCache();
    pages.set('a', 3, filter(50), 'a50');
    pages.set('a', 3, filter(200), 'a200');
    pages.set('b', 3, filter(50), 'b50');
    expect(pages.get('a', 3, filter(50))).toBe('a50');
    expect(pages.get('a', 3, filter(200))).toBe('a200');
    expect(pages.get('b', 3, filter(50))).toBe('b50');
    expect(pages.get('a', 3, filter(20))).toBeUndefined();
    expect(pages.stats()).toMatchObject({ hits: 3, misses: 1, pages: 3 });
  });

  it('drops a project’s pages when a newer version is seen, and never keeps an older one', () => {
    const pages = listPageCache();
    pages.set('a', 3, filter(50), 'old');
    pages.set('a', 3, filter(200), 'old200');
    expect(pages.get('a', 4, filter(50))).toBeUndefined();
    expect(pages.stats().pages).toBe(0);
    pages.set('a', 4, filter(50), 'new');
    // A request that read version 3 before the change finishes late: its page is not kept.
    pages.set('a', 3, filter(50), 'late');
    expect(pages.get('a', 4, filter(50))).toBe('new');
    expect(pages.get('a', 3, filter(50))).toBeUndefined();
  });

  it('holds at most its size, the least recently used going first', () => {
    const pages = listPageCache({ maxCharacters: 10 });
    pages.set('a', 1, filter(1), '1234');
    pages.set('b', 1, filter(1), '1234');
    expect(pages.get('a', 1, filter(1))).toBe('1234');
    pages.set('c', 1, filter(1), '1234');
    expect(pages.get('b', 1, filter(1))).toBeUndefined();
    expect(pages.get('a', 1, filter(1))).toBe('1234');
    expect(pages.get('c', 1, filter(1))).toBe('1234');
    expect(pages.stats().characters).toBe(8);
    pages.set('d', 1, filter(1), '12345678901');
    expect(pages.stats().pages).toBe(2);
  });

  it('writes a page once for callers asking at once, keeps it, and shares no failed write', async () => {
    const pages = listPageCache();
    let writes = 0;
    let finish: (text: string) => void = () => {};
    const slow = () => {
      writes += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const asking = [1, 2, 3].map(() => pages.write('a', 1, filter(50), slow));
    finish('page');
    expect(await Promise.all(asking)).toEqual(['page', 'page', 'page']);
    expect(writes).toBe(1);
    expect(pages.stats().shared).toBe(2);
    expect(await pages.write('a', 1, filter(50), slow)).toBe('page'); // kept
    expect(writes).toBe(1);
    // Another version is written anew.
    const next = pages.write('a', 2, filter(50), slow);
    finish('page 2');
    expect(await next).toBe('page 2');
    expect(writes).toBe(2);

    const failing = () => Promise.reject(new Error('the database went away'));
    await expect(pages.write('b', 1, filter(50), failing)).rejects.toThrow('went away');
    expect(await pages.write('b', 1, filter(50), async () => 'written')).toBe('written');
  });
});
