/** The remotes embedded mode serves, each from <STATIC_ROOT>/remote-<name>/dist at /remotes/<name>/. */
export const remoteNames = ['auth', 'leads', 'projects', 'settings', 'team'] as const;

export type RemoteName = (typeof remoteNames)[number];
