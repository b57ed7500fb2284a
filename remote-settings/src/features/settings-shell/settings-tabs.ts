// The settings tabs, in order: the spec's five (section 2) and Lead quality after Data Sources (issue
// 12: how the team's triage goes and the lead threshold). Sub-route, label, icon, and a line on what
// each holds (the side navigation shows it).
import type { ComponentType } from 'react';
import {
  IconBusiness,
  IconDangerZone,
  IconDataSources,
  IconGeneral,
  IconLeadQuality,
  IconNotifications,
} from './tab-icons';

export interface SettingsTab {
  path: 'project' | 'business' | 'data-sources' | 'lead-quality' | 'notifications' | 'danger-zone';
  label: string;
  summary: string;
  Icon: ComponentType<{ size?: number }>;
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
    path: 'danger-zone',
    label: 'Danger Zone',
    summary: 'Delete the project or leave the organization',
    Icon: IconDangerZone,
  },
];

/**
 * The tab a path shows: the first segment after `/settings/`. -1 for a path that is not a tab (the
 * index, on its way to `project`).
 */
export function tabIndexOfPath(pathname: string): number {
  const match = /\/settings\/([^/?#]+)/.exec(pathname);
  const segment = match ? decodeURIComponent(match[1] ?? '') : '';
  return SETTINGS_TABS.findIndex((tab) => tab.path === segment);
}

/** The absolute path of a tab: relative links would resolve against the host's splat route. */
export function settingsPath(projectId: string, tab: SettingsTab): string {
  return `/projects/${encodeURIComponent(projectId)}/settings/${tab.path}`;
}
