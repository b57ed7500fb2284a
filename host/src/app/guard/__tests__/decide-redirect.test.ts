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

  it('without an organization, sends every path but / to /', () => {
    const none = ready(false);
    expect(decideRedirect(input({ organization: none, pathname: '/team' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRedirect(input({ organization: none, pathname: '/projects/p1/leads' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRedirect(input({ organization: none, pathname: '/' }))).toEqual({
      kind: 'allow',
      projectId: null,
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
