import type { Static } from 'typebox';
import { crmAdapters } from '../crm/crm-adapters.js';
import { crmProviderIds, type CrmProviderId } from '../crm/crm-types.js';
import type { CrmConnectionRow } from '../db/schema/index.js';
import type { CrmPushLogRow, CrmRepository } from '../repositories/crm-repository.js';
import type {
  CrmConnectionSchema,
  CrmPushSchema,
  CrmSettingsSchema,
  LeadCrmLinkSchema,
} from '../schemas/crm.js';

type PushCounts = { pending: number; pushed: number; failed: number };

/** What members see of a connection: never a token, sealed or not. */
export function toCrmConnection(
  provider: CrmProviderId,
  row: CrmConnectionRow | null,
  oauthAvailable: boolean,
  counts: PushCounts,
): Static<typeof CrmConnectionSchema> {
  const base = { provider, label: crmAdapters[provider].label, oauth_available: oauthAvailable };
  if (!row)
    return {
      ...base,
      status: 'disconnected',
      auth_kind: null,
      account_name: null,
      account_id: null,
      scopes: null,
      connected_at: null,
      broken_code: null,
      broken_reason: null,
      waiting_until: null,
      mapping_confirmed: false,
      pushes: { pending: 0, pushed: 0, failed: 0 },
    };
  const broken = row.status === 'broken';
  const waiting = row.waitUntil && row.waitUntil.getTime() > Date.now() ? row.waitUntil.toISOString() : null;
  return {
    ...base,
    status: broken ? 'broken' : 'connected',
    auth_kind: row.authKind,
    account_name: row.accountName,
    account_id: row.accountId,
    scopes: row.scopes,
    connected_at: row.createdAt.toISOString(),
    broken_code: broken ? (row.brokenCode as 'auth' | 'scope' | 'validation' | null) : null,
    broken_reason: broken ? row.brokenReason : null,
    waiting_until: waiting,
    mapping_confirmed: row.mappingConfirmedAt !== null,
    pushes: counts,
  };
}

export function toCrmSettings(row: CrmConnectionRow): Static<typeof CrmSettingsSchema> {
  const mapping = row.mapping;
  return {
    mapping: {
      profile_url: mapping.profileUrl ?? null,
      platform: mapping.platform ?? null,
      score: mapping.score ?? null,
    },
    rule: {
      enabled: row.ruleEnabled,
      on_good: row.ruleOnGood,
      status_ids: row.ruleStatusIds,
      min_score: row.ruleMinScore,
      signal_ids: row.ruleSignalIds,
    },
    author_key_property: crmAdapters[row.provider].authorKeyProperty,
  };
}

export function toCrmPush(provider: CrmProviderId, row: CrmPushLogRow): Static<typeof CrmPushSchema> {
  return {
    id: row.id,
    provider,
    lead_id: row.leadId,
    lead_title: row.leadTitle,
    state: row.state,
    trigger: row.trigger,
    requested_by: row.trigger === 'rule' ? null : row.requestedLabel,
    attempts: row.attempts,
    record_url: row.recordUrl,
    last_status: row.lastStatus,
    last_error: row.lastError,
    exchanges: row.exchanges as Static<typeof CrmPushSchema>['exchanges'],
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    pushed_at: row.pushedAt?.toISOString() ?? null,
  };
}

export function toLeadCrmLinks(
  rows: Awaited<ReturnType<CrmRepository['leadPushes']>>,
): Static<typeof LeadCrmLinkSchema>[] {
  return rows
    .map((row) => ({
      provider: row.provider,
      state: row.state,
      record_url: row.recordUrl,
      pushed_at: row.pushedAt?.toISOString() ?? null,
      last_error: row.state === 'pushed' ? null : row.lastError,
    }))
    .sort((a, b) => crmProviderIds.indexOf(a.provider) - crmProviderIds.indexOf(b.provider));
}
