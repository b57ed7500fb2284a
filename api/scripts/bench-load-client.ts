// The load generator of bench:load, in its own process: autocannon in the server's process would take
// the event loop the server is measured on. bench-load.ts forks this file and sends one LoadRun; this
// answers one LoadResult and exits.
import autocannon from 'autocannon';

export interface LoadRun {
  url: string;
  token: string | null;
  method: 'GET' | 'POST';
  /** The path, or with `{id}` in it, one of `ids` picked at random for every request. */
  path: string;
  ids: string[];
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** With `{id}` in the path: the ids requests were sent for, and those answered 2xx. */
  sentIds: string[];
  answeredIds: string[];
}

/** What a request's context holds between its setup and its response: the id it was sent for. */
interface Picked {
  id: string;
}

export function runLoad(run: LoadRun): Promise<LoadResult> {
  const sent = new Set<string>();
  const answered = new Set<string>();
  const randomPath = run.path.includes('{id}');
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: run.url,
        connections: run.connections,
        duration: run.durationSeconds,
        headers: run.token ? { authorization: `Bearer ${run.token}` } : {},
        requests: [
          {
            method: run.method,
            path: run.path,
            ...(randomPath
              ? {
                  setupRequest: (request, context) => {
                    const id = run.ids[Math.floor(Math.random() * run.ids.length)]!;
                    (context as Picked).id = id;
                    sent.add(id);
                    return { ...request, path: run.path.replace('{id}', id) };
                  },
                  onResponse: (status, _body, context) => {
                    if (status >= 200 && status < 300) answered.add((context as Picked).id);
                  },
                }
              : {}),
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          sentIds: [...sent],
          answeredIds: [...answered],
        });
      },
    );
  });
}

// Forked by bench-load.ts: one run, answered over the IPC channel.
if (process.send) {
  process.once('message', (run: LoadRun) => {
    runLoad(run).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: Error) => {
        process.stderr.write(`${error.stack ?? error.message}\n`);
        process.exit(1);
      },
    );
  });
}
