// The settings tabs, in order: the spec's five (section 2), Lead quality after Data Sources (issue
// 12: how the team's triage goes and the lead threshold) and Integrations after Notifications (issue
// 27: the CRMs leads are sent to), then API keys (issue 28: what scripts and AI assistants use).
// Sub-route, label, icon, a line on what each holds (the side navigation shows it), and whether
// guests are kept out of it.
import type { ComponentType } from 'react';
import {
  IconApiKeys,
  IconBusiness,
  IconDangerZone,
  IconDataSources,
  IconGeneral,
  IconIntegrations,
  IconLeadQuality,
  IconNotifications,
} from './tab-icons';

export interface SettingsTab {
  path:
    | 'project'
    | 'business'
    | 'data-sources'
    | 'lead-quality'
    | 'notifications'
    | 'integrations'
    | 'api-keys'
    | 'danger-zone';
  label: string;
  summary: string;
  Icon: ComponentType<{ size?: number }>;
  /** Left out of the navigation for a guest (the API answers them 403 for everything it holds). */
  membersOnly?: boolean;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { path: 'project', label: 'General', summary: 'Name and identity of the project', Icon: IconGeneral },
  {
    path: 'business',
    label: 'Business',
    summary: 'Website, description and use case',
    Icon: IconBusiness,
  },
  {
    path: 'data-sources',
    label: 'Data Sources',
    summary: 'The platforms this project watches',
    Icon: IconDataSources,
  },
  {
    path: 'lead-quality',
    label: 'Lead quality',
    summary: 'How triage is going, and how strict the scorer is',
    Icon: IconLeadQuality,
  },
  {
    path: 'notifications',
    label: 'Notifications',
    summary: 'Who hears about new leads, and when',
    Icon: IconNotifications,
  },
  {
    path: 'integrations',
    label: 'Integrations',
    summary: 'The CRMs good leads are sent to',
    Icon: IconIntegrations,
    membersOnly: true,
  },
  {
    path: 'api-keys',
    label: 'API keys',
    summary: 'Keys for your scripts and AI assistants',
    Icon: IconApiKeys,
    membersOnly: true,
  },
  {
    path: 'danger-zone',
    label: 'Danger Zone',
    summary: 'Delete the project or leave the organization',
    Icon: IconDangerZone,
  },
];

/**
 * The tab a path shows, as an index in `tabs`: the first segment after `/settings/`. -1 for a path
 * that is not one of them (the index, on its way to `project`; a members' tab a guest opened by URL).
 */
export function tabIndexOfPath(pathname: string, tabs: readonly SettingsTab[] = SETTINGS_TABS): number {
  const match = /\/settings\/([^/?#]+)/.exec(pathname);
  const segment = match ? decodeURIComponent(match[1] ?? '') : '';
  return tabs.findIndex((tab) => tab.path === segment);
}

/** The absolute path of a tab: relative links would resolve against the host's splat route. */
export function settingsPath(projectId: string, tab: SettingsTab): string {
  return `/projects/${encodeURIComponent(projectId)}/settings/${tab.path}`;
}
