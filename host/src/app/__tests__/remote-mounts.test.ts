import { remoteMounts, remoteNames } from '@signalboard/shared/contract';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { hostMounts, isPublicPath } from '../remote-mounts';
import { appRoutes } from '../routes';

function leafPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : prefix;
    return route.children ? leafPaths(route.children, path) : [path];
  });
}

describe('remote mounts', () => {
  it('match the shared contract one to one', () => {
    const fromContract = remoteNames.flatMap((remote) =>
      remoteMounts[remote].map((mount) => `${remote}:${mount}`),
    );
    const fromHost = hostMounts.map((m) => `${m.remote}:${m.mount}`);
    expect([...fromHost].sort()).toEqual([...fromContract].sort());
  });

  it('each have a route in the host, and that route is where a sample URL lands', () => {
    const paths = leafPaths(appRoutes);
    for (const mount of hostMounts) expect(paths).toContain(mount.path);

    const samples: Record<string, string> = {
      'auth:sign-in': '/sign-in',
      'auth:reset-password': '/reset-password?token=x',
      'settings:slack-callback': '/slack-callback',
      'settings:crm-callback': '/crm-callback?status=success&provider=hubspot&project_id=abc',
      'team:home': '/',
      'team:team': '/team',
      'projects:projects': '/projects',
      'projects:wizard': '/projects/new/abc/step-3',
      'leads:leads': '/projects/abc/leads/lead-1',
      'settings:settings': '/projects/abc/settings/notifications',
    };
    for (const [id, url] of Object.entries(samples)) {
      const matches = matchRoutes(appRoutes, url.split('?')[0] as string) ?? [];
      const element = matches.at(-1)?.route.element as
        { props?: { remote?: string; mount?: string } } | undefined;
      expect(`${element?.props?.remote}:${element?.props?.mount}`).toBe(id);
    }
  });

  it('the wizard wins over a project id called "new", and /projects/:id redirects', () => {
    const wizard = matchRoutes(appRoutes, '/projects/new')?.at(-1)?.route.element as {
      props: { mount: string };
    };
    expect(wizard.props.mount).toBe('wizard');
    const bare = matchRoutes(appRoutes, '/projects/abc')?.at(-1)?.route;
    expect(bare?.path).toBe('projects/:projectId');
  });

  it('know which paths are public', () => {
    expect(isPublicPath('/sign-in')).toBe(true);
    expect(isPublicPath('/verify-user/x')).toBe(true);
    expect(isPublicPath('/privacy')).toBe(true);
    expect(isPublicPath('/sign-inx')).toBe(false);
    expect(isPublicPath('/projects')).toBe(false);
  });
});
