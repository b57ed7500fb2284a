// Every query key in one place, so an invalidation can never miss a query by spelling it differently.
export const queryKeys = {
  me: ['users', 'me'] as const,
  googleUserInfo: ['users', 'google-user-info'] as const,
  signInMethods: ['auth', 'methods'] as const,
  organization: ['organization'] as const,
  projects: ['projects'] as const,
  members: ['organization', 'members'] as const,
  invites: ['organization', 'invites'] as const,
  invitesAddressedToMe: ['invites', 'addressed-to-me'] as const,
  invitePreview: (token: string) => ['invites', 'preview', token] as const,
  fetcher: (url: string) => ['fetcher', url] as const,
  // One project and what hangs off it. Everything project-scoped starts with projectScope(id), so
  // deleting a project can drop all of it with one removeQueries.
  projectScope: (id: string) => ['project', id] as const,
  project: (id: string) => ['project', id, 'item'] as const,
  dataSources: (projectId: string) => ['project', projectId, 'data-sources'] as const,
  notificationSettings: (projectId: string) => ['project', projectId, 'notification-settings'] as const,
  assignmentRule: (projectId: string) => ['project', projectId, 'assignment-rule'] as const,
  platformCatalogue: ['data-source-platforms'] as const,
  projectGuests: (projectId: string) => ['project', projectId, 'guests'] as const,
  guestInvites: (projectId: string) => ['project', projectId, 'guest-invites'] as const,
  intentSignals: (projectId: string) => ['project', projectId, 'intent-signals'] as const,
  unreadCount: (projectId: string) => ['project', projectId, 'unread-count'] as const,
  // Under unreadCount: whatever refreshes the project's count refreshes the caller's own with it.
  myUnreadCount: (projectId: string) => ['project', projectId, 'unread-count', 'mine'] as const,
  projectWebhook: (projectId: string) => ['project', projectId, 'webhook'] as const,
  slackConnection: (projectId: string) => ['project', projectId, 'slack-connection'] as const,
  slackChannels: (projectId: string) => ['project', projectId, 'slack-channels'] as const,
  // A project's CRMs: every CRM query starts with crmScope(projectId), so one invalidation refreshes all.
  crmScope: (projectId: string) => ['project', projectId, 'crm'] as const,
  crmConnections: (projectId: string) => ['project', projectId, 'crm', 'connections'] as const,
  crmSettings: (projectId: string, provider: string) =>
    ['project', projectId, 'crm', provider, 'settings'] as const,
  crmPushes: (projectId: string, provider: string) =>
    ['project', projectId, 'crm', provider, 'pushes'] as const,
  // The lead workspace. Every list page of every filter starts with leadLists(projectId), so one
  // invalidation after a change refreshes whatever list views are cached.
  leadLists: (projectId: string) => ['project', projectId, 'leads'] as const,
  leadList: (projectId: string, query: object) => ['project', projectId, 'leads', query] as const,
  lead: (projectId: string, id: string) => ['project', projectId, 'lead', id] as const,
  leadsDataSources: (projectId: string) => ['project', projectId, 'leads-data-sources'] as const,
  leadOverview: (projectId: string) => ['project', projectId, 'lead-overview'] as const,
  statusConfigs: (projectId: string) => ['project', projectId, 'status-configs'] as const,
  smartColumns: (projectId: string) => ['project', projectId, 'smart-columns'] as const,
  analysisRun: (projectId: string, runId: string) => ['project', projectId, 'analysis-run', runId] as const,
  // Who may own the project's leads and be mentioned in notes (members, then guests).
  projectPeople: (projectId: string) => ['project', projectId, 'people'] as const,
  // A lead's notes and history sit beside its key, not under it: the triage actions cancel and roll back
  // everything under ['project', id, 'lead'], which must not touch these.
  leadNotes: (projectId: string, leadId: string) => ['project', projectId, 'lead-notes', leadId] as const,
  leadHistory: (projectId: string, leadId: string) => ['project', projectId, 'lead-history', leadId] as const,
  // The Team panel's reply speed (issue 26), one entry per window under it.
  replySpeed: (projectId: string) => ['project', projectId, 'reply-speed'] as const,
};
