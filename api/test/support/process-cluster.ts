// API and worker processes started from the real entry points (spawn-entry.ts), each named so that the
// database shows which connection is whose (PGAPPNAME becomes application_name), and all of them
// killed at the end whatever happened.
import { spawnEntry, type RunningEntry } from './spawn-entry.js';

export interface ClusterProcess {
  name: string;
  entry: RunningEntry;
  /** The API's origin (http://127.0.0.1:<port>); null for a worker. */
  origin: string | null;
}

export interface ProcessCluster {
  /** Starts an API process (PORT=0) and resolves once it listens. */
  startApi(name: string, env?: Record<string, string>): Promise<ClusterProcess>;
  /** Starts a worker process and resolves once it works jobs. */
  startWorker(name: string, env?: Record<string, string>): Promise<ClusterProcess>;
  get(name: string): ClusterProcess;
  /** SIGKILL: no shutdown hook runs, as when the machine or the OOM killer takes a process. */
  kill(name: string): Promise<void>;
  /** Stops every process still running (SIGTERM, SIGKILL after 10 s). */
  stopAll(): Promise<void>;
}

// Start-up (tsx, migrations, pg-boss) takes seconds alone and a minute or more on a loaded 2-core runner.
const startTimeoutMs = 180_000;

export function processCluster(commonEnv: Record<string, string>): ProcessCluster {
  const processes = new Map<string, ClusterProcess>();

  const start = (entry: 'server' | 'worker', name: string, env: Record<string, string>) => {
    const running = spawnEntry(entry, { ...commonEnv, PORT: '0', PGAPPNAME: name, ...env });
    const process: ClusterProcess = { name, entry: running, origin: null };
    processes.set(name, process);
    return process;
  };

  return {
    async startApi(name, env = {}) {
      const api = start('server', name, env);
      const [, origin] = await api.entry.waitForOutput(
        /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
        startTimeoutMs,
      );
      api.origin = origin!;
      return api;
    },
    async startWorker(name, env = {}) {
      const worker = start('worker', name, env);
      await worker.entry.waitForOutput(/worker started/, startTimeoutMs);
      return worker;
    },
    get(name) {
      const found = processes.get(name);
      if (!found) throw new Error(`no process named ${name}`);
      return found;
    },
    async kill(name) {
      await this.get(name).entry.stop('SIGKILL');
    },
    async stopAll() {
      await Promise.all(
        [...processes.values()].map(async ({ entry }) => {
          const forced = setTimeout(() => entry.child.kill('SIGKILL'), 10_000);
          await entry.stop('SIGTERM');
          clearTimeout(forced);
        }),
      );
      processes.clear();
    },
  };
}
