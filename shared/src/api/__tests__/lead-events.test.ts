import { describe, expect, it } from 'vitest';
import { useSession } from '../../session/index';
import {
  createEventStreamParser,
  parseLeadChanged,
  readLeadEvents,
  type LeadChangedEvent,
  type ServerSentEvent,
} from '../lead-events';
import { server, signedInAgainstApiServer } from './signed-in-api-server';

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

describe('parseLeadChanged', () => {
  const changed = {
    project_id: 'p1',
    lead_ids: ['l1', 'l2'],
    count: 2,
    fields: ['assignee'],
    actor_user_id: 'u1',
  };

  it('reads an owners or notes change as the API sends it', () => {
    expect(parseLeadChanged(JSON.stringify(changed))).toEqual(changed);
    const notes = { ...changed, fields: ['notes'], actor_user_id: null };
    expect(parseLeadChanged(JSON.stringify(notes))).toEqual(notes);
  });

  it('keeps only the fields this client knows, and drops an event with none', () => {
    const mixed = { ...changed, fields: ['notes', 'reactions'] };
    expect(parseLeadChanged(JSON.stringify(mixed))?.fields).toEqual(['notes']);
    expect(parseLeadChanged(JSON.stringify({ ...changed, fields: ['reactions'] }))).toBeNull();
  });

  it('refuses what is not a change of leads: not JSON, no project, ids that are not strings', () => {
    expect(parseLeadChanged('not json')).toBeNull();
    expect(parseLeadChanged('null')).toBeNull();
    expect(parseLeadChanged(JSON.stringify({ ...changed, project_id: undefined }))).toBeNull();
    expect(parseLeadChanged(JSON.stringify({ ...changed, lead_ids: [1, 2] }))).toBeNull();
    expect(parseLeadChanged(JSON.stringify({ ...changed, fields: 'assignee' }))).toBeNull();
  });

  it('counts the ids when the count is missing, and reads an unknown actor as nobody', () => {
    const { count: _count, ...rest } = changed;
    expect(parseLeadChanged(JSON.stringify({ ...rest, actor_user_id: 7 }))).toEqual({
      ...rest,
      count: 2,
      actor_user_id: null,
    });
  });
});

describe('readLeadEvents', () => {
  signedInAgainstApiServer();

  it('hands lead_changed events to onLeadChanged, between the new leads, and skips ones it cannot read', async () => {
    const changed = { project_id: 'p1', lead_ids: ['l1'], count: 1, fields: ['notes'], actor_user_id: 'u2' };
    server.route('GET /api/v1/leads/p1/events', () => ({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      text:
        'event: ready\ndata: {}\n\n' +
        `event: lead_changed\ndata: ${JSON.stringify(changed)}\n\n` +
        'event: lead_changed\ndata: {"broken": true}\n\n' +
        'event: new_leads\ndata: {"project_id":"p1","count":0,"lead_ids":[],"max_score":0,"high_score":[]}\n\n',
    }));
    const seen: (LeadChangedEvent | string)[] = [];
    await readLeadEvents(
      'p1',
      {
        onReady: () => seen.push('ready'),
        onNewLeads: () => seen.push('new_leads'),
        onLeadChanged: (event) => seen.push(event),
      },
      new AbortController().signal,
    );
    expect(seen).toEqual(['ready', changed, 'new_leads']);
    expect(server.requests[0]?.authorization).toBe(`Bearer ${useSession.getState().accessToken}`);
  });
});
