import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const api = path.join(here, '..', '..', '..', '..');
const fixtures = path.join(here, '..', 'fixtures');

/** The outside door: scoring a set that is not in the repository, as the product scores it. */
async function score(...extra: string[]) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/score.ts',
      '--posts',
      path.join(fixtures, 'crm.posts.jsonl'),
      '--signals',
      path.join(fixtures, 'crm.signals.json'),
      '--json',
      ...extra,
    ],
    { cwd: api },
  );
  return stdout
    .trim()
    .split('\n')
    .map(
      (line) => JSON.parse(line) as { id: string; score: number; lead: boolean; signal_id: string | null },
    );
}

describe('npm run score -- --posts --signals --json', () => {
  it('prints one line per post with id, score, lead at the default threshold and signal_id', async () => {
    const lines = await score();
    expect(lines.map((line) => line.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    for (const line of lines) {
      expect(line.score).toBeGreaterThanOrEqual(0);
      expect(line.score).toBeLessThanOrEqual(100);
      expect(line.lead).toBe(line.score >= 50);
      expect(typeof line.signal_id).toBe('string');
    }
    // The fixture's job post is not a lead; its two labelled leads are, and outrank everything else.
    const byId = new Map(lines.map((line) => [line.id, line]));
    expect(byId.get('p3')!.lead).toBe(false);
    expect(byId.get('p1')!.lead).toBe(true);
    expect(byId.get('p2')!.lead).toBe(true);
    expect(byId.get('p2')!.signal_id).toBe('hubspot-alternative');
  }, 60_000);

  it('scores with the rule-only weights when asked not to embed', async () => {
    const lines = await score('--no-embed', '--threshold', '60');
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line.lead).toBe(line.score >= 60);
    const byId = new Map(lines.map((line) => [line.id, line]));
    expect(byId.get('p2')!.score).toBeGreaterThan(byId.get('p3')!.score);
  }, 60_000);
});
