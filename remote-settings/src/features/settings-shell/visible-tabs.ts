// The tabs the caller's navigation shows: every tab for a member of the project's organization; for a
// guest, none of the members' tabs. Until the project (and so the caller's role) is known the members'
// tabs stay out, so a guest never sees one flash; a member sees it join a moment later.
import { useProject } from '@signalboard/shared/api';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

export function useVisibleTabs(projectId: string): readonly SettingsTab[] {
  const role = useProject(projectId || undefined).data?.viewer_role;
  const member = role !== undefined && role !== 'guest';
  return member ? SETTINGS_TABS : SETTINGS_TABS.filter((tab) => !tab.membersOnly);
}
