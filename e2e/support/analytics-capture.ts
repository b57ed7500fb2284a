// A local stand-in for PostHog's ingestion host: it speaks the wire format posthog-js uses (POST
// /e/ and /i/v0/e/ with a gzip-js, base64 or plain JSON body of one event or a batch; /flags/ for
// feature flags) and keeps every event, which the specs read from GET /captured.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface CapturedEvent {
  event: string;
  distinct_id?: string;
  properties?: Record<string, unknown>;
}

function remoteConfigFor(token: string) {
  return {
    token,
    supportedCompression: ['gzip', 'gzip-js'],
    hasFeatureFlags: false,
    autocapture_opt_out: false,
    captureDeadClicks: false,
    capturePerformance: false,
    sessionRecording: false,
    heatmaps: false,
    surveys: false,
    defaultIdentifiedOnly: true,
    siteApps: [],
  };
}

function decode(body: Buffer, url: URL): unknown {
  let text: string;
  if (body[0] === 0x1f && body[1] === 0x8b) text = gunzipSync(body).toString('utf8');
  else text = body.toString('utf8');
  if (url.searchParams.get('compression') === 'base64' || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    text = Buffer.from(data, 'base64').toString('utf8');
  }
  return JSON.parse(text);
}

function eventsOf(payload: unknown): CapturedEvent[] {
  if (Array.isArray(payload)) return payload as CapturedEvent[];
  if (payload && typeof payload === 'object' && 'batch' in payload)
    return (payload as { batch: CapturedEvent[] }).batch;
  return payload ? [payload as CapturedEvent] : [];
}

export async function startAnalyticsCapture(): Promise<{ origin: string; close: () => Promise<void> }> {
  const events: CapturedEvent[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && url.pathname === '/captured') return void res.end(JSON.stringify(events));
      // Remote config: what PostHog serves per project key, as JSON and as a script.
      const remoteConfig = url.pathname.match(/^\/array\/([^/]+)\/config(\.js)?$/);
      if (remoteConfig) {
        const config = JSON.stringify(remoteConfigFor(remoteConfig[1]!));
        if (!remoteConfig[2]) return void res.end(config);
        res.setHeader('content-type', 'text/javascript');
        return void res.end(
          `(window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {})[${JSON.stringify(remoteConfig[1])}] = { config: ${config}, siteApps: [] };`,
        );
      }
      if (url.pathname.startsWith('/flags') || url.pathname.startsWith('/decide')) {
        return void res.end(
          JSON.stringify({ featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false }),
        );
      }
      if (req.method === 'POST' && /^\/(e|i\/v0\/e|batch|capture)\/?$/.test(url.pathname)) {
        try {
          events.push(...eventsOf(decode(Buffer.concat(chunks), url)));
          return void res.end(JSON.stringify({ status: 1 }));
        } catch {
          return void res.writeHead(400).end(JSON.stringify({ error: 'undecodable body' }));
        }
      }
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
