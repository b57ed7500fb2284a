import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import {
  createBlockingHistory,
  createMemoryBlockingHistory,
  type BlockerFunction,
} from '../blocking-history';

function listened(history = createMemoryBlockingHistory(['/a', '/b'])) {
  const updates: string[] = [];
  history.listen(({ action, location }) => updates.push(`${action} ${location.pathname}`));
  return { history, updates };
}

const leavingPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

describe('blocking history', () => {
  it('navigates as the history it wraps while nothing blocks', () => {
    const { history, updates } = listened();
    history.push('/c?q=1');
    history.replace('/d');
    history.go(-1);
    expect(updates).toEqual(['PUSH /c', 'REPLACE /d', 'POP /b']);
    expect(history.location.pathname).toBe('/b');
    expect(history.blockerState.state).toBe('unblocked');
  });

  it('holds a push the blocker refuses until proceed, and asks the blocker with both locations', () => {
    const { history, updates } = listened();
    const seen: unknown[] = [];
    history.block((args) => {
      seen.push([
        args.currentLocation.pathname,
        args.nextLocation.pathname,
        args.nextLocation.search,
        args.historyAction,
      ]);
      return leavingPage(args);
    });

    history.push('/c?tab=2');
    expect(seen).toEqual([['/b', '/c', '?tab=2', 'PUSH']]);
    expect(updates).toEqual([]);
    expect(history.location.pathname).toBe('/b');
    expect(history.blockerState).toMatchObject({ state: 'blocked', location: { pathname: '/c' } });

    history.proceed();
    expect(updates).toEqual(['PUSH /c']);
    expect(history.blockerState.state).toBe('unblocked');
  });

  it('drops a held navigation on reset, and lets through what the blocker allows', () => {
    const { history, updates } = listened();
    history.block(leavingPage);
    history.replace('/elsewhere');
    history.reset();
    expect(history.blockerState.state).toBe('unblocked');
    expect(history.location.pathname).toBe('/b');
    history.push('/b?sort=new'); // same page, another query string
    expect(updates).toEqual(['PUSH /b']);
  });

  it('undoes a refused Back, and repeats it on proceed', () => {
    const { history, updates } = listened(createMemoryBlockingHistory(['/a', '/b', '/c']));
    history.block(leavingPage);
    history.go(-2);
    expect(updates).toEqual([]);
    expect(history.location.pathname).toBe('/c');
    expect(history.blockerState).toMatchObject({ state: 'blocked', location: { pathname: '/a' } });

    history.proceed();
    expect(updates).toEqual(['POP /a']);
    expect(history.location.pathname).toBe('/a');
  });

  it('forgets a blocker once removed, resetting what it held', () => {
    const { history, updates } = listened();
    const unblock = history.block(leavingPage);
    history.push('/c');
    unblock();
    expect(history.blockerState.state).toBe('unblocked');
    history.push('/c');
    expect(updates).toEqual(['PUSH /c']);
  });

  it('says which of several blockers holds the navigation', () => {
    const { history } = listened();
    const never: BlockerFunction = () => false;
    history.block(never);
    history.block(leavingPage);
    history.push('/c');
    expect(history.blockerState.heldBy).toBe(leavingPage);
  });

  it('tells subscribers when the held navigation changes', () => {
    const { history } = listened();
    const states: string[] = [];
    history.subscribe(() => states.push(history.blockerState.state));
    history.block(leavingPage);
    history.push('/c');
    history.proceed();
    expect(states).toEqual(['blocked', 'proceeding', 'unblocked']);
  });

  it("holds the browser's Back: the address bar returns, and Leave goes back", async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
    const updates: string[] = [];
    const stop = history.listen(({ action, location }) => updates.push(`${action} ${location.pathname}`));
    history.push('/one');
    history.push('/two');
    history.block(leavingPage);

    window.history.back();
    await vi.waitFor(() => expect(history.blockerState.state).toBe('blocked'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/two'));
    expect(history.location.pathname).toBe('/two');
    expect(updates).toEqual(['PUSH /one', 'PUSH /two']);

    history.proceed();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/one'));
    await vi.waitFor(() => expect(updates).toEqual(['PUSH /one', 'PUSH /two', 'POP /one']));
    expect(history.location.pathname).toBe('/one');
    stop();
  });
});
