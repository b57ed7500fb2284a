// A CPU profile of this process while `work` runs (the API under bench-load's load: the load client is
// a child process, so every sample is the server's), summed by function: where a call's time goes.
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileLine {
  what: string;
  share: number;
}

/** Runs `work` under the V8 profiler; the `top` functions by self time, as shares of all samples. */
export async function profiled<T>(
  work: () => Promise<T>,
  top = 25,
): Promise<{ result: T; lines: ProfileLine[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  let result: T;
  let profile: { nodes: ProfileNode[] };
  try {
    result = await work();
  } finally {
    ({ profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } });
    session.disconnect();
  }
  const byFunction = new Map<string, number>();
  let samples = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    samples += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url
      .replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^.*\/api\//, '');
    const what = url ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName;
    byFunction.set(what, (byFunction.get(what) ?? 0) + hits);
  }
  const lines = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([what, hits]) => ({ what, share: hits / Math.max(samples, 1) }));
  return { result: result!, lines };
}
