import { spawn, type ChildProcess } from 'node:child_process';
import { packageRoot } from '../../src/paths.js';
import { waitFor } from './wait-for.js';

export interface RunningEntry {
  child: ChildProcess;
  output: () => string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts an entry point (src/<name>.ts) as its own Node process, the way `npm start` would. */
export function spawnEntry(
  entry: 'embedded' | 'worker' | 'server',
  env: Record<string, string>,
): RunningEntry {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
          return pattern.exec(output);
        },
        `${pattern} in the output of ${entry}`,
        timeoutMs,
      ),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
