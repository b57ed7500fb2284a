// The three local CRMs behind one face, so a test of the push engine runs the same story on each: what it
// holds (people, notes, Pipedrive's leads) and the failures it can play, in the CRM's own wire format.
import type { CrmProviderId } from '../../../src/crm/crm-types.js';
import { documentedRateLimit as attioRateLimit, startFakeAttio } from './attio.js';
import { documentedRateLimit as hubspotRateLimit, startFakeHubSpot } from './hubspot.js';
import { documentedRateLimit as pipedriveRateLimit, startFakePipedrive } from './pipedrive.js';

export interface FakeCrm {
  provider: CrmProviderId;
  env: Record<string, string>;
  /** A pasted token (private app, API token, API key) with every scope a push needs. */
  privateToken: string;
  tokenWithoutScopes: string;
  /** People (contacts) held, each as the CRM shows it. */
  people(): Record<string, unknown>[];
  /** Notes held, each with its text (as the CRM stores it). */
  notes(): { text: string; personId: string | null }[];
  /** Pipedrive's Leads Inbox; empty for the others. */
  crmLeads(): Record<string, unknown>[];
  revokeTokens(): void;
  expireTokens(): void;
  rateLimitedFor(ms: number): void;
  setRateLimit(limit: { max: number; windowMs: number } | null): void;
  requireProperty(name: string): void;
  documentedRateLimit: { max: number; windowMs: number; source: string };
  /** Requests the fake answered so far. */
  requestCount(): number;
  close(): Promise<void>;
}

export async function startFakeCrm(provider: CrmProviderId): Promise<FakeCrm> {
  switch (provider) {
    case 'attio': {
      const fake = await startFakeAttio();
      return {
        provider,
        env: fake.env,
        privateToken: fake.privateToken,
        tokenWithoutScopes: fake.tokenWithoutScopes,
        people: () => fake.state.people as unknown as Record<string, unknown>[],
        notes: () =>
          fake.state.notes.map((note) => {
            const raw = note as unknown as Record<string, unknown>;
            return {
              text: JSON.stringify(raw),
              personId: (raw.parent_record_id as string | undefined) ?? null,
            };
          }),
        crmLeads: () => [],
        revokeTokens: () => fake.revokeTokens(),
        expireTokens: () => fake.expireTokens(),
        rateLimitedFor: (ms) => fake.rateLimitedFor(ms),
        setRateLimit: (limit) => fake.setRateLimit(limit),
        requireProperty: (name) => fake.requireProperty(name),
        documentedRateLimit: attioRateLimit,
        requestCount: () => fake.calls.length,
        close: () => fake.close(),
      };
    }
    case 'hubspot': {
      const fake = await startFakeHubSpot();
      return {
        provider,
        env: fake.env,
        privateToken: fake.privateToken,
        tokenWithoutScopes: fake.tokenWithoutScopes,
        people: () => fake.state.people as unknown as Record<string, unknown>[],
        notes: () =>
          fake.state.notes.map((note) => ({
            text: note.properties.hs_note_body ?? '',
            personId: note.contactIds[0] ?? null,
          })),
        crmLeads: () => [],
        revokeTokens: () => fake.revokeTokens(),
        expireTokens: () => fake.expireTokens(),
        rateLimitedFor: (ms) => fake.rateLimitedFor(ms),
        setRateLimit: (limit) => fake.setRateLimit(limit ?? { max: 1_000_000, windowMs: 1000 }),
        requireProperty: (name) => fake.requireProperty(name),
        documentedRateLimit: hubspotRateLimit,
        requestCount: () => fake.calls.length,
        close: () => fake.close(),
      };
    }
    case 'pipedrive': {
      const fake = await startFakePipedrive();
      return {
        provider,
        env: fake.env,
        privateToken: fake.privateToken,
        tokenWithoutScopes: fake.tokenWithoutScopes,
        people: () => fake.state.people,
        notes: () =>
          fake.state.notes.map((note) => ({
            text: note.content,
            personId: note.person_id === null ? null : String(note.person_id),
          })),
        crmLeads: () => fake.state.leads,
        revokeTokens: () => fake.revokeTokens(),
        expireTokens: () => fake.expireTokens(),
        rateLimitedFor: (ms) => fake.rateLimitedFor(ms),
        setRateLimit: (limit) => {
          fake.setRateLimit(limit ?? { max: 1_000_000, windowMs: 1000 });
          if (limit === null) fake.setSearchRateLimit(null);
        },
        requireProperty: (name) => fake.requireProperty(name),
        documentedRateLimit: pipedriveRateLimit,
        requestCount: () => fake.requestCount(),
        close: () => fake.close(),
      };
    }
  }
}
