// The local Slack of the suite: the API's fake Slack (api/test/support/fake-slack.ts: the Web API
// methods and the OAuth authorize page) started once with the suite, plus a small HTTP endpoint the
// specs (which run in another process) use to read what was posted and to script Slack's next answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSlack, type PostedMessage, type ScriptedAnswer } from '../../api/test/support/fake-slack';

export interface SlackWorkspace {
  /** The fake Slack's origin (the browser visits its authorize page). */
  origin: string;
  /** The environment the API needs to use it. */
  env: Record<string, string>;
  controlUrl: string;
  close: () => Promise<void>;
}

export async function startSlackWorkspace(): Promise<SlackWorkspace> {
  const slack = await startFakeSlack({ team: { id: 'T0E2E0001', name: 'Northwind Sales' } });
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/posted') return reply(200, slack.posted);
    if (req.method === 'POST' && url.pathname === '/fail-next') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const { method, answer, times } = JSON.parse(raw) as {
          method: string;
          answer: ScriptedAnswer;
          times?: number;
        };
        slack.failNext(method, answer, times ?? 1);
        reply(204, null);
      });
      return undefined;
    }
    return reply(404, { error: 'unknown' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return {
    origin: slack.origin,
    env: slack.env,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await slack.close();
    },
  };
}

// ---------- For the specs ----------

export const slackOrigin = () => process.env.E2E_SLACK_ORIGIN!;

/** Every message the fake Slack accepted with chat.postMessage, in order. */
export async function postedToSlack(): Promise<PostedMessage[]> {
  const res = await fetch(`${process.env.E2E_SLACK_CONTROL_URL}/posted`);
  return (await res.json()) as PostedMessage[];
}

/** Makes the next `times` calls of a Slack method answer `answer` (e.g. `{ error: 'token_revoked' }`). */
export async function slackFailsNext(method: string, answer: ScriptedAnswer, times = 1): Promise<void> {
  await fetch(`${process.env.E2E_SLACK_CONTROL_URL}/fail-next`, {
    method: 'POST',
    body: JSON.stringify({ method, answer, times }),
  });
}
