import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLeadChangedPayload } from '../../../src/leads/lead-changes-channel.js';
import { newLeadsChannel, parseNewLeadsPayload } from '../../../src/leads/new-leads-channel.js';
import type { LeadChangedEvent } from '../../../src/schemas/lead-events.js';
import { buildTestApp } from '../../helper.js';
import { openStream } from '../../support/event-stream.js';
import { waitFor } from '../../support/wait-for.js';
import { teamWorld } from '../../support/lead-team.js';

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

describe('lead_changed on GET /api/v1/leads/{projectId}/events', () => {
  // The stream test runs last: an app closed a few seconds after one of its streams was aborted waited
  // about 70 s (Fastify's keep-alive timeout is 72 s) for that connection; closed right after, it does not.
  it('travels on the new-leads channel in a payload no version reads as new leads', async () => {
    const world = await teamWorld(app, 1);
    const payloads: string[] = [];
    const stop = await app.database.listen(newLeadsChannel, (payload) => payloads.push(payload));
    try {
      await world.call(world.owner.token, 'PUT', `/lead/${world.leadIds[0]}/assignee`, {
        assignee_id: world.member.user.id,
      });
      await waitFor(() => (payloads.length > 0 ? true : null), 'the NOTIFY');
    } finally {
      await stop();
    }
    expect(parseNewLeadsPayload(payloads[0]!)).toBeNull();
    expect(parseLeadChangedPayload(payloads[0]!)).toMatchObject({ count: 1, fields: ['assignee'] });
  });

  it("tells another member's open list when a lead's owner or notes change, and nothing else", async () => {
    const world = await teamWorld(app, 3);
    const { owner, member, guest, sibling, siblingLead, leadIds, call } = world;
    const stream = await openStream(`${baseUrl}/api/v1/leads/${world.project.id}/events`, guest.token);
    expect((await stream.next())?.event).toBe('ready');
    const nextChange = async () => {
      const received = await stream.next();
      expect(received?.event, received?.data).toBe('lead_changed');
      return JSON.parse(received!.data) as LeadChangedEvent;
    };

    // Another project's change is not this stream's business; a refused one sends nothing.
    await call(
      owner.token,
      'PUT',
      `/lead/${siblingLead}/assignee`,
      { assignee_id: owner.user.id },
      sibling.id,
    );
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: world.outsider.user.id });
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: member.user.id });
    expect(await nextChange()).toEqual({
      project_id: world.project.id,
      lead_ids: [leadIds[0]],
      count: 1,
      fields: ['assignee'],
      actor_user_id: owner.user.id,
    });

    // Giving it to its owner again changes nothing: no event; the next one is the note.
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: member.user.id });
    const note = await call(member.token, 'POST', `/lead/${leadIds[1]}/notes`, { body: 'Mine now' });
    expect(await nextChange()).toMatchObject({
      lead_ids: [leadIds[1]],
      fields: ['notes'],
      actor_user_id: member.user.id,
    });
    const noteId = note.json<{ id: string }>().id;
    await call(member.token, 'PATCH', `/lead/${leadIds[1]}/notes/${noteId}`, { body: 'Mine' });
    expect(await nextChange()).toMatchObject({ lead_ids: [leadIds[1]], fields: ['notes'] });
    await call(owner.token, 'DELETE', `/lead/${leadIds[1]}/notes/${noteId}`);
    expect(await nextChange()).toMatchObject({
      lead_ids: [leadIds[1]],
      fields: ['notes'],
      actor_user_id: owner.user.id,
    });

    await call(member.token, 'POST', '/update_assignee', { assignee_id: guest.user.id, lead_ids: leadIds });
    const bulk = await nextChange();
    expect(bulk).toMatchObject({ count: 3, fields: ['assignee'], actor_user_id: member.user.id });
    expect(new Set(bulk.lead_ids)).toEqual(new Set(leadIds));

    // Read marks and stars are not announced.
    await call(owner.token, 'POST', `/lead/${leadIds[2]}/read`);
    await call(owner.token, 'PUT', `/lead/${leadIds[2]}/assignee`, { assignee_id: null });
    expect(await nextChange()).toMatchObject({ lead_ids: [leadIds[2]], fields: ['assignee'] });
    stream.close();
  });
});
