// The five settings tabs (spec section 2), in order: sub-route and label, and what each will hold.
export interface SettingsTab {
  path: string;
  label: string;
  upcoming: string;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    path: 'project',
    label: 'General',
    upcoming: 'Here you will rename the project and see who has guest access to it.',
  },
  {
    path: 'business',
    label: 'Business',
    upcoming: 'Here you will edit your website and business description, which guide how leads are matched.',
  },
  {
    path: 'data-sources',
    label: 'Data Sources',
    upcoming: 'Here you will choose the forums and platforms this project watches for leads.',
  },
  {
    path: 'notifications',
    label: 'Notifications',
    upcoming:
      'Here you will connect Slack, pick a channel, and choose which new leads send an alert or an e-mail.',
  },
  {
    path: 'danger-zone',
    label: 'Danger Zone',
    upcoming: 'Here you will delete this project and all of its leads.',
  },
];
