// How the tab names scopes, reach and expiry choices, in one place (the create form and the list say
// them the same way).
import type { ApiKeyScope } from './api/api-key-types';

export interface ScopeWords {
  scope: ApiKeyScope;
  /** The checkbox's label. */
  label: string;
  /** One line on what it allows. */
  hint: string;
  /** The list's chip. */
  chip: string;
  /** The read scope a write scope needs to see what it changes (ticked with it; may be unticked). */
  reads?: ApiKeyScope;
}

export const SCOPES: readonly ScopeWords[] = [
  {
    scope: 'leads:read',
    label: 'Read leads',
    hint: 'The lead list, a lead with its notes and history, counts and the live stream.',
    chip: 'Read leads',
  },
  {
    scope: 'leads:write',
    label: 'Change leads',
    hint: 'Status, verdict, star and read, notes, owner, bulk actions and CRM push.',
    chip: 'Change leads',
    reads: 'leads:read',
  },
  {
    scope: 'settings:read',
    label: 'Read settings',
    hint: 'Project settings, data sources, intent signals, notifications, webhooks and CRM settings.',
    chip: 'Read settings',
  },
  {
    scope: 'settings:write',
    label: 'Change settings',
    hint: 'Change the same settings, and start analysis runs (they use the AI budget).',
    chip: 'Change settings',
    reads: 'settings:read',
  },
];

export const scopeChip = (scope: ApiKeyScope): string =>
  SCOPES.find((words) => words.scope === scope)?.chip ?? scope;

/** The key's secret as lists show it: its prefix and an ellipsis. */
export const maskedSecret = (prefix: string): string => `${prefix}…`;
