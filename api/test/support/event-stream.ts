// Reading GET /api/v1/leads/{projectId}/events in tests, as the browser reads it.

export interface ServerEvent {
  event: string;
  data: string;
}

/** An open event stream read over real HTTP, as the browser reads it (fetch with the bearer token). */
export async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
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
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk.done) done = true;
      else buffer += chunk.value;
    }
  };
  return { response, next, close: () => controller.abort() };
}
