// The live stream's side of bench:load, in its own process (like bench-load-client.ts): a team's open
// lead lists. It opens `streams` event streams of one project as its members' screens do, tells the
// parent when every one is listening, and answers each `new_leads` event as the lead list does
// (remote-leads use-lead-events.ts: the unread count and the projects asked again). On `stop` it closes
// the streams and answers what it saw: when each event reached each stream, and how the asks went.

export interface LiveRun {
  url: string;
  token: string;
  projectId: string;
  streams: number;
}

export interface LiveResult {
  /** Per stream, the time (ms since the epoch) each event arrived, by the event's first lead id. */
  arrivals: Record<string, number>[];
  /** How long each ask after an event took, in ms, by what was asked. */
  askMs: Record<string, number[]>;
  /** Asks that failed or answered other than 2xx, and streams that broke. */
  failures: string[];
}

export type LiveMessage = { ready: true } | { result: LiveResult };

const run = async (live: LiveRun, stopped: Promise<void>): Promise<LiveResult> => {
  const headers = { authorization: `Bearer ${live.token}` };
  const arrivals: Record<string, number>[] = [];
  const askMs: Record<string, number[]> = {};
  const failures: string[] = [];
  const controller = new AbortController();
  const asks: Promise<void>[] = [];

  const ask = async (what: string, path: string) => {
    const started = performance.now();
    try {
      const response = await fetch(`${live.url}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) failures.push(`${path}: ${response.status}`);
      else (askMs[what] ??= []).push(performance.now() - started);
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message}`);
    }
  };

  const open = async (index: number, listening: () => void) => {
    const seen: Record<string, number> = {};
    arrivals[index] = seen;
    const response = await fetch(`${live.url}/api/v1/leads/${live.projectId}/events`, {
      headers,
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream ${index}: ${response.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          if (event === 'ready') listening();
          if (event !== 'new_leads') continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as { lead_ids: string[] };
          seen[data.lead_ids[0]!] = Date.now();
          asks.push(
            ask('unread count', `/api/v1/leads/${live.projectId}/unread_count`),
            ask('projects', '/api/v1/project'),
          );
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) failures.push(`stream ${index}: ${(error as Error).message}`);
    }
  };

  let listeningCount = 0;
  const allListening = new Promise<void>((resolve, reject) => {
    setTimeout(
      () => reject(new Error(`${listeningCount} of ${live.streams} streams listening after 30 s`)),
      30_000,
    ).unref();
    const streams = Array.from({ length: live.streams }, (_, index) =>
      open(index, () => {
        listeningCount += 1;
        if (listeningCount === live.streams) resolve();
      }).catch((error: Error) => {
        failures.push(error.message);
      }),
    );
    void stopped.then(() => Promise.all(streams));
  });
  await allListening;
  process.send!({ ready: true } satisfies LiveMessage);
  await stopped;
  await Promise.all(asks);
  controller.abort();
  return { arrivals, askMs, failures };
};

// Forked by bench-load.ts: one LiveRun, then `stop`.
if (process.send) {
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  process.on('message', (message: LiveRun | 'stop') => {
    if (message === 'stop') {
      stop();
      return;
    }
    run(message, stopped).then(
      (result) => process.send!({ result } satisfies LiveMessage, () => process.exit(0)),
      (error: Error) => {
        process.stderr.write(`${error.stack ?? error.message}\n`);
        process.exit(1);
      },
    );
  });
}
