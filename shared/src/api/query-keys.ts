// Every query key in one place, so an invalidation can never miss a query by spelling it differently.
export const queryKeys = {
  me: ['users', 'me'] as const,
  googleUserInfo: ['users', 'google-user-info'] as const,
  organization: ['organization'] as const,
  projects: ['projects'] as const,
  members: ['organization', 'members'] as const,
  invites: ['organization', 'invites'] as const,
  invitesAddressedToMe: ['invites', 'addressed-to-me'] as const,
  invitePreview: (token: string) => ['invites', 'preview', token] as const,
  fetcher: (url: string) => ['fetcher', url] as const,
};
