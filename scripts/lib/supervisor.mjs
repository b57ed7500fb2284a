// Runs a set of child processes as one service: their output prefixed with their name, SIGINT and
// SIGTERM forwarded to every child, and when one stops on its own the others are stopped too, so the
// whole never runs half up.
import { spawn } from 'node:child_process';

const GRACE_MS = 10_000;

export function createSupervisor({ onUnexpectedExit }) {
  const children = [];
  let stopping = false;

  function prefixLines(stream, name, out) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  }

  /** Starts `command args` as `name`; its exit while the supervisor is not stopping is reported. */
  function start(name, command, args, env) {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = { name, child, exited: new Promise((resolve) => child.once('exit', resolve)) };
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    child.once('exit', (code, signal) => {
      if (!stopping) onUnexpectedExit(name, code, signal);
    });
    child.once('error', (error) => {
      if (!stopping) onUnexpectedExit(name, null, null, error);
    });
    children.push(entry);
    return child;
  }

  /** Sends SIGTERM to every running child, SIGKILL to those still running after 10 s. */
  async function stopAll() {
    stopping = true;
    const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    for (const { child } of running) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const { child, name } of running) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        process.stderr.write(`${name} did not stop within ${GRACE_MS / 1000} s of SIGTERM; killing it.\n`);
        child.kill('SIGKILL');
      }
    }, GRACE_MS);
    await Promise.all(running.map(({ exited }) => exited));
    clearTimeout(timer);
  }

  /** True while `name` has not exited. */
  const isRunning = (name) =>
    children.some(({ name: n, child }) => n === name && child.exitCode === null && child.signalCode === null);

  return {
    start,
    stopAll,
    isRunning,
    get stopping() {
      return stopping;
    },
  };
}
