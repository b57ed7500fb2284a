import { decideRedirect, INVALID_PROJECT_ID, projectIdFromPath, type GuardInput } from '../decide-redirect';

const ready = <T>(value: T) => ({ status: 'ready' as const, value });
const loading = { status: 'loading' as const };

function input(overrides: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/',
    search: '',
    signedIn: true,
    organization: ready(true),
    projectIds: ready(['p1', 'p2']),
    ...overrides,
  };
}

describe('routing guard', () => {
  it('sends a signed-out user to sign-in, remembering where they were going', () => {
    expect(
      decideRedirect(input({ signedIn: false, pathname: '/projects/p1/leads', search: '?status=all' })),
    ).toEqual({
      kind: 'sign-in',
      to: '/sign-in?next=%2Fprojects%2Fp1%2Fleads%3Fstatus%3Dall',
    });
    expect(decideRedirect(input({ signedIn: false, pathname: '/' }))).toEqual({
      kind: 'sign-in',
      to: '/sign-in',
    });
  });

  it('after a chosen sign-out, sign-in does not send the next user back to this page', () => {
    expect(decideRedirect(input({ signedIn: false, signedOutByChoice: true, pathname: '/team' }))).toEqual({
      kind: 'sign-in',
      to: '/sign-in',
    });
  });

  it('shows a spinner while the organization loads', () => {
    expect(decideRedirect(input({ organization: loading }))).toEqual({ kind: 'loading' });
  });

  describe('without an organization', () => {
    const none = ready(false);
    const alone = (pathname: string, projectIds: GuardInput['projectIds'] = ready([])) =>
      decideRedirect(input({ organization: none, projectIds, pathname }));
    const guest = (pathname: string) => alone(pathname, ready(['p1', 'p2']));

    it('and no project shared with them, sends every path but / to /', () => {
      for (const pathname of ['/team', '/projects', '/projects/new', '/projects/p1/leads']) {
        expect(alone(pathname)).toEqual({ kind: 'redirect', to: '/' });
      }
      expect(alone('/')).toEqual({ kind: 'allow', projectId: null });
    });

    it('always allows /, without waiting for the projects', () => {
      expect(alone('/', loading)).toEqual({ kind: 'allow', projectId: null });
      expect(guest('/')).toEqual({ kind: 'allow', projectId: null });
    });

    it('lets a guest reach the project list and the pages of their projects', () => {
      expect(guest('/projects')).toEqual({ kind: 'allow', projectId: null });
      expect(guest('/projects/')).toEqual({ kind: 'allow', projectId: null });
      expect(guest('/projects/p1')).toEqual({ kind: 'allow', projectId: 'p1' });
      expect(guest('/projects/p2/leads')).toEqual({ kind: 'allow', projectId: 'p2' });
      expect(guest('/projects/p2/leads/lead-9')).toEqual({ kind: 'allow', projectId: 'p2' });
      expect(guest('/projects/p1/settings/data-sources')).toEqual({ kind: 'allow', projectId: 'p1' });
    });

    it('sends a guest from what belongs to an organization (team, the wizard) to the project list', () => {
      for (const pathname of ['/team', '/team/anything', '/projects/new', '/projects/new/p1/step-2']) {
        expect(guest(pathname)).toEqual({ kind: 'redirect', to: '/projects' });
      }
    });

    it('rejects a project id that is not shared with the guest, with the error toast', () => {
      expect(guest('/projects/p3/leads')).toEqual({
        kind: 'redirect',
        to: '/projects',
        toast: INVALID_PROJECT_ID,
      });
      expect(guest('/projects/new/leads')).toMatchObject({ toast: INVALID_PROJECT_ID });
    });

    it('waits for the projects before judging any other path, and reports their failure', () => {
      expect(alone('/team', loading)).toEqual({ kind: 'loading' });
      expect(alone('/projects/p1/leads', loading)).toEqual({ kind: 'loading' });
      expect(alone('/projects', { status: 'error' })).toEqual({ kind: 'error', what: 'projects' });
    });
  });

  it('with an organization and no projects, sends / to /projects but leaves /projects, the wizard and /team', () => {
    const empty = ready([] as string[]);
    expect(decideRedirect(input({ projectIds: empty, pathname: '/' }))).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
    for (const pathname of ['/projects', '/projects/new', '/projects/new/abc/step-2', '/team']) {
      expect(decideRedirect(input({ projectIds: empty, pathname }))).toEqual({
        kind: 'allow',
        projectId: null,
      });
    }
  });

  it('rejects a project id that is not among the user projects, with the error toast', () => {
    expect(decideRedirect(input({ pathname: '/projects/nope/leads' }))).toEqual({
      kind: 'redirect',
      to: '/projects',
      toast: INVALID_PROJECT_ID,
    });
    expect(INVALID_PROJECT_ID).toBe('Invalid project id');
    expect(
      decideRedirect(input({ projectIds: ready([]), pathname: '/projects/p1/settings/project' })),
    ).toMatchObject({
      to: '/projects',
      toast: 'Invalid project id',
    });
  });

  it('allows a known project id and reports it as the current project', () => {
    expect(decideRedirect(input({ pathname: '/projects/p2/leads/lead-9' }))).toEqual({
      kind: 'allow',
      projectId: 'p2',
    });
    expect(decideRedirect(input({ pathname: '/projects/p1' }))).toEqual({ kind: 'allow', projectId: 'p1' });
  });

  it('waits for projects only where a rule needs them', () => {
    expect(decideRedirect(input({ projectIds: loading, pathname: '/projects/p1/leads' }))).toEqual({
      kind: 'loading',
    });
    expect(decideRedirect(input({ projectIds: loading, pathname: '/' }))).toEqual({ kind: 'loading' });
    expect(decideRedirect(input({ projectIds: loading, pathname: '/team' }))).toEqual({
      kind: 'allow',
      projectId: null,
    });
  });

  it('reports load failures instead of guessing', () => {
    expect(decideRedirect(input({ organization: { status: 'error' } }))).toEqual({
      kind: 'error',
      what: 'organization',
    });
    expect(decideRedirect(input({ projectIds: { status: 'error' }, pathname: '/' }))).toEqual({
      kind: 'error',
      what: 'projects',
    });
  });
});

describe('projectIdFromPath', () => {
  it('reads project pages and skips the wizard', () => {
    expect(projectIdFromPath('/projects/abc')).toBe('abc');
    expect(projectIdFromPath('/projects/abc/settings/danger-zone')).toBe('abc');
    expect(projectIdFromPath('/projects/a%20b/leads')).toBe('a b');
    expect(projectIdFromPath('/projects')).toBeNull();
    expect(projectIdFromPath('/projects/new')).toBeNull();
    expect(projectIdFromPath('/projects/new/abc/step-3')).toBeNull();
    expect(projectIdFromPath('/projects/new/leads')).toBe('new');
    expect(projectIdFromPath('/team')).toBeNull();
  });
});
