// Reading GET /api/v1/leads/{projectId}/events in tests, as the browser reads it.
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * An open event stream read over real HTTP with the bearer token, as the browser reads it. Over
 * node:http rather than fetch: closing it destroys the connection, as a browser closing an EventSource
 * does (an aborted fetch left its socket open, and the server then waited ~70 s for it when it closed).
 */
export async function openStream(url: string, token: string) {
  const request = httpRequest(url, { headers: { authorization: `Bearer ${token}` } });
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject).end();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(message.headers))
    if (typeof value === 'string') headers.set(key, value);
  const response = { status: message.statusCode ?? 0, headers };
  message.setEncoding('utf8');
  let buffer = '';
  let done = false;
  let wake: (() => void) | null = null;
  message.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });
  const finish = () => {
    done = true;
    wake?.();
  };
  message.once('end', finish).once('close', finish).once('error', finish);

  /** The next event (comments skipped), or null when the stream has ended. */
  const next = async (timeoutMs = 10_000): Promise<ServerEvent | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const boundary = buffer.indexOf('\n\n');
      if (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        if (event) {
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
          return { event, data };
        }
        continue;
      }
      if (done) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      const woke = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), left);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = null;
      if (!woke) throw new Error(`no event within ${timeoutMs} ms`);
    }
  };
  return { response, next, close: () => request.destroy() };
}
