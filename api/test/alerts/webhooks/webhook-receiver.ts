import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the receiver accepted: verified, fresh, and not seen before. */
export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: {
    type: string;
    timestamp: string;
    data: { project_id: string; lead?: Record<string, unknown> & { id: string }; message?: string };
  };
}

/**
 * A receiver as a customer would write it from the Standard Webhooks specification alone (none of the
 * app's code): the key is the base64 after `whsec_`, the signed content `${id}.${timestamp}.${body}`,
 * `webhook-signature` a space-separated list of `v1,<base64>`; a timestamp more than 5 minutes away and
 * a webhook-id already accepted are refused (replays). `failNext(n)` answers 500 to the next n requests.
 */
export async function startWebhookReceiver(path = '/hooks/signalboard') {
  const secrets: string[] = [];
  let failures = 0;
  const accepted: ReceivedWebhook[] = [];
  const refused: { reason: string; headers: http.IncomingHttpHeaders }[] = [];
  const seenIds = new Set<string>();
  let requests = 0;
  const toleranceSeconds = 5 * 60;

  function verify(headers: http.IncomingHttpHeaders, body: string): string | null {
    const id = headers['webhook-id'];
    const timestamp = headers['webhook-timestamp'];
    const signatures = headers['webhook-signature'];
    if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string')
      return 'missing headers';
    if (secrets.length === 0) return 'no secret configured';
    const seconds = Number(timestamp);
    if (!Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > toleranceSeconds)
      return 'timestamp outside the tolerance';
    const valid = secrets.some((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
      return signatures.split(' ').some((entry) => {
        const [version, signature] = entry.split(',');
        if (version !== 'v1' || !signature) return false;
        const given = Buffer.from(signature, 'base64');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    });
    if (!valid) return 'bad signature';
    if (seenIds.has(id)) return 'replayed webhook-id';
    return null;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method !== 'POST' || request.url !== path) {
        response.writeHead(404).end('no such hook');
        return;
      }
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is down for maintenance');
        return;
      }
      const problem = verify(request.headers, body);
      if (problem) {
        refused.push({ reason: problem, headers: request.headers });
        response.writeHead(400, { 'content-type': 'text/plain' }).end(problem);
        return;
      }
      const id = request.headers['webhook-id'] as string;
      seenIds.add(id);
      accepted.push({
        id,
        timestamp: Number(request.headers['webhook-timestamp']),
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedWebhook['json'],
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    url: `${origin}${path}`,
    accepted,
    refused,
    get requests() {
      return requests;
    },
    /** Trusts one more endpoint's secret (a receiver may serve several endpoints). */
    useSecret(value: string) {
      secrets.push(value);
    },
    /** Signs as the spec says, with any id and timestamp (to prove old or replayed ones are refused). */
    sign(secret: string, id: string, timestamp: number, body: string): string {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    },
    failNext(count: number) {
      failures = count;
    },
    /** Posts to the receiver as anyone could (a captured request sent again); the status and answer. */
    async post(headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
