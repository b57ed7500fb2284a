/**
 * Writes that arrive while earlier ones are running go to the database together, as one statement.
 *
 * Why: a team working its list marks leads read by the dozen a second, and each single-row statement
 * paid the whole statement's cost (its triggers' counter and list-version writes, the transaction) for
 * one row. A lone write still goes at once, alone, so one user's latency is what it was; only under load,
 * while `maxInFlight` statements are already running, do the waiting writes gather into the next batch.
 *
 * Two writes with the same key (the same row) never share a batch nor run at once: the later one waits
 * for the earlier's batch to finish, so a row's changes apply in the order they arrived. When a batch
 * fails (a deadlock with another writer, say), each of its writes is tried again alone, so each caller
 * gets its own answer or its own error.
 */
export interface CoalescedWritesOptions<Item, Result> {
  /** The row a write changes: writes with the same key run one after another. */
  key: (item: Item) => string;
  /** One write alone (the first under no load, and each write of a batch that failed). */
  one: (item: Item) => Promise<Result>;
  /** Several writes in one statement, answering each write's result in the items' order. */
  many: (items: Item[]) => Promise<Result[]>;
  /** At most this many writes in one batch. */
  maxBatch: number;
  /** At most this many statements running at once; later writes wait and gather. */
  maxInFlight: number;
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function coalescedWrites<Item, Result>(
  options: CoalescedWritesOptions<Item, Result>,
): (item: Item) => Promise<Result> {
  const { key, one, many, maxBatch, maxInFlight } = options;
  let waiting: Pending<Item, Result>[] = [];
  const runningKeys = new Set<string>();
  let running = 0;

  /** The waiting writes the next batch may take: none whose row is being written, one per row. */
  function nextBatch(): Pending<Item, Result>[] {
    const batch: Pending<Item, Result>[] = [];
    const rest: Pending<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const pending of waiting) {
      const k = key(pending.item);
      if (batch.length < maxBatch && !runningKeys.has(k) && !keys.has(k)) {
        batch.push(pending);
        keys.add(k);
      } else rest.push(pending);
    }
    waiting = rest;
    return batch;
  }

  async function alone(pending: Pending<Item, Result>): Promise<void> {
    try {
      pending.resolve(await one(pending.item));
    } catch (error) {
      pending.reject(error);
    }
  }

  async function run(batch: Pending<Item, Result>[]): Promise<void> {
    const [first] = batch;
    if (batch.length === 1 && first) return alone(first);
    let results: Result[];
    try {
      results = await many(batch.map((pending) => pending.item));
    } catch {
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index] as Result));
  }

  function pump(): void {
    while (running < maxInFlight && waiting.length > 0) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      const keys = batch.map((pending) => key(pending.item));
      for (const k of keys) runningKeys.add(k);
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        for (const k of keys) runningKeys.delete(k);
        pump();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
