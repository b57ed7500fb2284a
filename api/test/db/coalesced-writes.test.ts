import { describe, expect, it } from 'vitest';
import { coalescedWrites } from '../../src/db/coalesced-writes.js';

/*
 * The gathering of writes that arrive under load (mark read, star): what each caller gets back, which
 * writes share a statement, and the order of one row's changes. The "statements" here are plain
 * functions that record what they were given; the batch statement itself is tested on the databases
 * in test/leads/lead-flags-together.test.ts.
 */

interface Write {
  row: string;
  value: number;
}

/** A statement that answers when told to: lets a test decide what arrives while it runs. */
function heldStatements() {
  const calls: { kind: 'one' | 'many'; writes: Write[]; release: () => void }[] = [];
  const hold = <T>(kind: 'one' | 'many', writes: Write[], answer: () => T) =>
    new Promise<T>((resolve, reject) =>
      calls.push({
        kind,
        writes,
        release: () => {
          try {
            resolve(answer());
          } catch (error) {
            reject(error as Error);
          }
        },
      }),
    );
  return { calls, hold };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedWrites', () => {
  it('runs a lone write at once, alone', async () => {
    const { calls, hold } = heldStatements();
    const write = coalescedWrites<Write, string>({
      key: (w) => w.row,
      one: (w) => hold('one', [w], () => `one ${w.row}`),
      many: (ws) => hold('many', ws, () => ws.map((w) => `many ${w.row}`)),
      maxBatch: 10,
      maxInFlight: 2,
    });
    const answer = write({ row: 'a', value: 1 });
    expect(calls.map((c) => c.kind)).toEqual(['one']);
    calls[0]!.release();
    expect(await answer).toBe('one a');
  });

  it('gathers what arrives while the statements run into one batch, each caller answered its own', async () => {
    const { calls, hold } = heldStatements();
    const write = coalescedWrites<Write, string>({
      key: (w) => w.row,
      one: (w) => hold('one', [w], () => `one ${w.row}`),
      many: (ws) => hold('many', ws, () => ws.map((w) => `many ${w.row}=${w.value}`)),
      maxBatch: 10,
      maxInFlight: 2,
    });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((row, value) => write({ row, value }));
    // Two statements run (a and b alone); c, d and e wait.
    expect(calls.map((c) => [c.kind, c.writes.map((w) => w.row)])).toEqual([
      ['one', ['a']],
      ['one', ['b']],
    ]);
    calls[0]!.release();
    await settle();
    expect(calls[2]).toMatchObject({ kind: 'many' });
    expect(calls[2]!.writes.map((w) => w.row)).toEqual(['c', 'd', 'e']);
    calls[1]!.release();
    calls[2]!.release();
    expect(await Promise.all(answers)).toEqual(['one a', 'one b', 'many c=2', 'many d=3', 'many e=4']);
  });

  it('never puts two writes of one row in a batch or at once, and keeps their order', async () => {
    const { calls, hold } = heldStatements();
    const write = coalescedWrites<Write, number>({
      key: (w) => w.row,
      one: (w) => hold('one', [w], () => w.value),
      many: (ws) => hold('many', ws, () => ws.map((w) => w.value)),
      maxBatch: 10,
      maxInFlight: 2,
    });
    const answers = [1, 2, 3].map((value) => write({ row: 'a', value }));
    const other = write({ row: 'b', value: 9 });
    // a=1 runs; a=2 and a=3 wait for it, whatever room there is; b goes beside it.
    expect(calls.map((c) => c.writes.map((w) => `${w.row}=${w.value}`))).toEqual([['a=1'], ['b=9']]);
    calls[1]!.release();
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.release();
    await settle();
    expect(calls.map((c) => c.writes.map((w) => `${w.row}=${w.value}`))).toEqual([['a=1'], ['b=9'], ['a=2']]);
    calls[2]!.release();
    await settle();
    expect(calls[3]!.writes.map((w) => `${w.row}=${w.value}`)).toEqual(['a=3']);
    calls[3]!.release();
    expect(await Promise.all([...answers, other])).toEqual([1, 2, 3, 9]);
  });

  it('takes at most maxBatch writes in a batch', async () => {
    const { calls, hold } = heldStatements();
    const write = coalescedWrites<Write, number>({
      key: (w) => w.row,
      one: (w) => hold('one', [w], () => w.value),
      many: (ws) => hold('many', ws, () => ws.map((w) => w.value)),
      maxBatch: 3,
      maxInFlight: 1,
    });
    const answers = Array.from({ length: 8 }, (_, value) => write({ row: `r${value}`, value }));
    for (let done = 0; done < calls.length; done += 1) {
      calls[done]!.release();
      await settle();
    }
    expect(calls.map((c) => c.writes.length)).toEqual([1, 3, 3, 1]);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('tries each write of a failed batch alone, so each caller gets its own answer or error', async () => {
    const { calls, hold } = heldStatements();
    const write = coalescedWrites<Write, string>({
      key: (w) => w.row,
      one: (w) =>
        hold('one', [w], () => {
          if (w.value < 0) throw new Error(`row ${w.row} refused`);
          return `one ${w.row}`;
        }),
      many: (ws) =>
        hold('many', ws, () => {
          throw new Error('deadlock detected');
        }),
      maxBatch: 10,
      maxInFlight: 1,
    });
    const first = write({ row: 'a', value: 1 });
    const rest = [
      write({ row: 'b', value: 1 }),
      write({ row: 'c', value: -1 }),
      write({ row: 'd', value: 1 }),
    ];
    calls[0]!.release();
    await settle();
    calls[1]!.release(); // the batch b, c, d fails
    await settle();
    expect(calls.slice(2).map((c) => [c.kind, c.writes[0]!.row])).toEqual([
      ['one', 'b'],
      ['one', 'c'],
      ['one', 'd'],
    ]);
    for (const call of calls.slice(2)) call.release();
    expect(await first).toBe('one a');
    const settled = await Promise.allSettled(rest);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'one b',
      'row c refused',
      'one d',
    ]);
  });
});
