import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from '../lead-events';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const push = createEventStreamParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) push(chunk);
  return { events, retries };
}

describe('createEventStreamParser', () => {
  const stream =
    'retry: 2000\nevent: ready\ndata: {"project_id":"p"}\n\n' +
    ': heartbeat\n\n' +
    'event: new_leads\ndata: {"count":3}\n\n';

  it('reads events, skips heartbeats and reports retry', () => {
    expect(parse([stream])).toEqual({
      events: [
        { event: 'ready', data: '{"project_id":"p"}' },
        { event: 'new_leads', data: '{"count":3}' },
      ],
      retries: [2000],
    });
  });

  it('gives the same events however the stream is split, one character at a time included', () => {
    const whole = parse([stream]).events;
    expect(parse(stream.split('')).events).toEqual(whole);
    expect(parse([stream.slice(0, 25), stream.slice(25, 60), stream.slice(60)]).events).toEqual(whole);
  });

  it('accepts CRLF and CR line breaks split between chunks, multi-line data and ids', () => {
    const { events } = parse(['id: 7\r', '\nevent: new_leads\rdata: a\r\ndata: b\r', '\n\r', '\n']);
    expect(events).toEqual([{ event: 'new_leads', data: 'a\nb', id: '7' }]);
  });

  it('holds an event back until its blank line arrives', () => {
    expect(parse(['event: new_leads\ndata: {}\n']).events).toEqual([]);
    expect(parse(['data: plain\n\n']).events).toEqual([{ event: 'message', data: 'plain' }]);
  });
});
