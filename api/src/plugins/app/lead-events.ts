import fp from 'fastify-plugin';
import { parseLeadChangedPayload } from '../../leads/lead-changes-channel.js';
import { newLeadsChannel, parseNewLeadsPayload } from '../../leads/new-leads-channel.js';
import type { LeadChangedEvent, NewLeadsEvent } from '../../schemas/lead-events.js';

export interface LeadEventSubscriber {
  /** A new_leads event for the project the subscriber watches. */
  onNewLeads(event: NewLeadsEvent): void;
  /** A lead_changed event (an owner or notes changed) for the project the subscriber watches. */
  onLeadChanged(event: LeadChangedEvent): void;
  /** The server is shutting down: end the stream now. */
  onClose(): void;
}

export interface LeadEvents {
  /** Starts delivering the project's events once this process listens; returns the unsubscribe. */
  subscribe(projectId: string, subscriber: LeadEventSubscriber): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadEvents: LeadEvents;
  }
}

/**
 * The fan-out behind GET /api/v1/leads/{projectId}/events: ONE LISTEN per process (opened with the first
 * stream, kept until the app closes), delivering each NOTIFY of the pipeline (new leads) and of the team
 * (lead_changed: an owner or notes) to that project's streams.
 * Works the same with one process on PGlite and with N API replicas and separate workers on PostgreSQL,
 * since the event travels through the database, not this process's memory.
 */
export default fp(
  async function leadEventsPlugin(app) {
    const byProject = new Map<string, Set<LeadEventSubscriber>>();
    let listening: Promise<() => Promise<void>> | null = null;
    let closing = false;

    const deliver = (payload: string) => {
      const changed = parseLeadChangedPayload(payload);
      if (changed) {
        for (const subscriber of byProject.get(changed.project_id) ?? []) subscriber.onLeadChanged(changed);
        return;
      }
      const newLeads = parseNewLeadsPayload(payload);
      if (newLeads)
        for (const subscriber of byProject.get(newLeads.project_id) ?? []) subscriber.onNewLeads(newLeads);
    };
    const listen = () => {
      listening ??= app.database.listen(newLeadsChannel, deliver).catch((error: unknown) => {
        listening = null; // the next stream tries again
        throw error;
      });
      return listening;
    };

    app.decorate('leadEvents', {
      async subscribe(projectId, subscriber) {
        if (closing) throw new Error('the server is shutting down');
        await listen();
        const set = byProject.get(projectId) ?? new Set();
        set.add(subscriber);
        byProject.set(projectId, set);
        return () => {
          set.delete(subscriber);
          if (set.size === 0 && byProject.get(projectId) === set) byProject.delete(projectId);
        };
      },
    } satisfies LeadEvents);

    // Open streams would keep the HTTP server from closing: end them before it closes (preClose), then
    // stop listening before the database closes (this onClose runs before the db plugin's).
    app.addHook('preClose', async () => {
      closing = true;
      for (const set of byProject.values()) for (const subscriber of [...set]) subscriber.onClose();
      byProject.clear();
    });
    app.addHook('onClose', async () => {
      closing = true;
      const stop = await listening?.catch(() => null);
      await stop?.();
    });
  },
  { name: 'lead-events', dependencies: ['db'] },
);
