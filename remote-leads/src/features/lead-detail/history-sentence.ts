// One history entry as a sentence a person reads: "Ana moved it to Contacted", "Signalboard found it on
// Reddit (score 82)", "Ben gave it to Ana", "Ana sent it to HubSpot" (with the record's link). Names of statuses and people are the ones the API copied
// when the change was made (they may have been renamed or left since).
import {
  CRM_LABELS,
  CRM_PROVIDERS,
  notLeadReasonLabel,
  platformName,
  type CrmProvider,
  type LeadHistoryActor,
  type LeadHistoryEntry,
  type NotLeadReason,
  type ProjectPerson,
} from '@signalboard/shared/api';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Who acted, as the start of the sentence. */
export function actorName(actor: LeadHistoryActor): string {
  switch (actor.kind) {
    case 'system':
      return 'Signalboard';
    case 'rule':
      return 'An assignment rule';
    case 'key':
      return text(actor.name) ? `The API key “${actor.name}”` : 'An API key';
    case 'slack':
      return `${actor.name} (in Slack)`;
    default:
      return actor.former_member ? `${actor.name} (former member)` : actor.name;
  }
}

const crmOf = (data: LeadHistoryEntry['data']): CrmProvider | undefined =>
  CRM_PROVIDERS.find((provider) => provider === data.provider);

/** "Ana sent it to HubSpot"; a push rule's push: "The HubSpot push rule sent it to HubSpot". */
function pushed(who: string, actor: LeadHistoryActor, data: LeadHistoryEntry['data']): string {
  const provider = crmOf(data);
  const crm = provider ? CRM_LABELS[provider] : 'a CRM';
  const by = actor.kind === 'rule' ? (provider ? `The ${crm} push rule` : 'A push rule') : who;
  return `${by} sent it to ${crm}`;
}

/** A history entry's link, shown after its sentence: a pushed lead's record in the CRM (http(s) only). */
export function historyLink(entry: LeadHistoryEntry): { href: string; label: string } | null {
  if (entry.kind !== 'pushed') return null;
  const url = text(entry.data.record_url);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const provider = crmOf(entry.data);
  return { href: url, label: provider ? `Open in ${CRM_LABELS[provider]}` : 'Open the record' };
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
function listOf(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function found(who: string, data: LeadHistoryEntry['data']): string {
  const platform = text(data.platform);
  const score = typeof data.score === 'number' ? ` (score ${Math.round(data.score)})` : '';
  if (!platform) return `${who} found it${score}`;
  if (platform === 'csv_import') return `${who} found it in a CSV import${score}`;
  return `${who} found it on ${platformName(platform)}${score}`;
}

function verdict(who: string, data: LeadHistoryEntry['data']): string {
  if (data.to === 'good') return `${who} marked it a good lead`;
  if (data.to === 'not_lead') {
    const reason = notLeadReasonLabel((text(data.reason) ?? null) as NotLeadReason | null);
    const note = text(data.note);
    return `${who} marked it not a lead (${reason}${note ? `: ${note}` : ''})`;
  }
  return data.from === 'not_lead' ? `${who} took back “not a lead”` : `${who} took back “good lead”`;
}

function assignee(who: string, actor: LeadHistoryActor, data: LeadHistoryEntry['data']): string {
  const to = text(data.to);
  const from = text(data.from);
  const toName = text(data.to_name) ?? 'someone';
  const fromName = text(data.from_name) ?? 'someone';
  const self = actor.kind === 'user' && actor.user_id !== null;
  if (to && self && actor.user_id === to)
    return from ? `${who} took it over from ${fromName}` : `${who} took it`;
  if (to) return `${who} gave it to ${toName}`;
  if (self && actor.user_id === from) return `${who} gave it up`;
  return from ? `${who} took it away from ${fromName}` : `${who} left it without an owner`;
}

/** The entry as a sentence; `people` names those a note mentions (left out while they load). */
export function historySentence(entry: LeadHistoryEntry, people: readonly ProjectPerson[] = []): string {
  const who = actorName(entry.actor);
  const { data } = entry;
  switch (entry.kind) {
    case 'found':
      return found(who, data);
    case 'scored': {
      const from = typeof data.from === 'number' ? Math.round(data.from) : null;
      const to = typeof data.to === 'number' ? Math.round(data.to) : null;
      if (to === null) return `${who} scored it again`;
      return from === null ? `${who} scored it again: ${to}` : `${who} scored it again: ${from} → ${to}`;
    }
    case 'read':
      return `${who} read it first`;
    case 'status_changed': {
      const to = text(data.to_name);
      return to ? `${who} moved it to ${to}` : `${who} cleared its status`;
    }
    case 'verdict_changed':
      return verdict(who, data);
    case 'assignee_changed':
      return assignee(who, entry.actor, data);
    case 'note_added': {
      const ids = Array.isArray(data.mentioned_user_ids) ? data.mentioned_user_ids : [];
      const names = people.filter((person) => ids.includes(person.id)).map((person) => person.name);
      return names.length > 0 ? `${who} added a note mentioning ${listOf(names)}` : `${who} added a note`;
    }
    case 'note_edited':
      return `${who} edited a note`;
    case 'note_deleted':
      return `${who} deleted a note`;
    case 'deleted':
      return `${who} deleted the lead`;
    case 'restored':
      return `${who} restored the lead`;
    case 'pushed':
      return pushed(who, entry.actor, data);
    default:
      return `${who} changed it`;
  }
}
