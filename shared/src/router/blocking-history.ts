// A history that can hold a navigation back until the user decides: what lets the suite keep React
// Router's small declarative router (Routes, Link, useNavigate) instead of the data router, which
// is most of React Router's size and was only needed for useBlocker.
//
// It wraps one of React Router's own histories (browser or memory, created with v5Compat so pushes
// are reported to the listener). A push or replace that the blocker refuses is not made; a Back or
// Forward that it refuses has already happened in the browser, so it is undone with the opposite
// go(), and proceed() repeats it. React Router's data router blocks Back the same way.
import {
  parsePath,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  type InitialEntry,
  type Location,
  type To,
} from 'react-router-dom';

/** React Router's history interface (not exported by name): what <HistoryRouter> drives. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];
type HistoryListener = (update: HistoryUpdate) => void;
export type HistoryAction = HistoryUpdate['action'];
// React Router's Action enum, by value: importing the enum object only for three strings is not worth it.
const POP = 'POP' as HistoryAction;
const PUSH = 'PUSH' as HistoryAction;
const REPLACE = 'REPLACE' as HistoryAction;

/** A location a navigation would go to, as the blocker sees it. */
export type NextLocation = Pick<Location, 'pathname' | 'search' | 'hash'> & { state?: unknown };

export interface BlockerFunctionArgs {
  currentLocation: Location;
  nextLocation: NextLocation;
  historyAction: HistoryAction;
}
/** True holds the navigation back. */
export type BlockerFunction = (args: BlockerFunctionArgs) => boolean;

/** Where the held navigation stands; the shape of React Router's useBlocker result. */
export type BlockerState =
  | { state: 'unblocked'; location: undefined; heldBy: null }
  | { state: 'blocked' | 'proceeding'; location: NextLocation; heldBy: object };

export interface BlockingHistory extends History {
  /**
   * Installs a blocker (several may be installed: the first that refuses holds) and returns its
   * removal. `owner` is what blockerState.heldBy names when it holds (the function by default).
   */
  block(blocker: BlockerFunction, owner?: object): () => void;
  /** The held navigation, if any. */
  readonly blockerState: BlockerState;
  /** Tells `onChange` whenever blockerState changes; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Makes the held navigation. */
  proceed(): void;
  /** Drops the held navigation and stays. */
  reset(): void;
}

const UNBLOCKED: BlockerState = { state: 'unblocked', location: undefined, heldBy: null };

function nextLocationOf(to: To, state: unknown): NextLocation {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state };
}

export function createBlockingHistory(inner: History): BlockingHistory {
  let listener: HistoryListener | null = null;
  let stopInner: (() => void) | null = null;
  const blockers = new Map<BlockerFunction, object>();
  let blockerState: BlockerState = UNBLOCKED;
  // Repeats the held navigation with the blocker out of the way.
  let retry: (() => void) | null = null;
  // Where the router is: after a refused Back the browser's location is briefly elsewhere.
  let current: Location = inner.location;
  // The go() that undoes a refused Back or Forward reports itself as a POP: not a navigation.
  let undoing = false;
  // The go() that repeats a held Back or Forward once the user says Leave.
  let passNextPop = false;
  const subscribers = new Set<() => void>();

  const setBlockerState = (next: BlockerState) => {
    blockerState = next;
    for (const notify of [...subscribers]) notify();
  };

  /** The blocker that holds this navigation back, if one does. */
  const refusedBy = (nextLocation: NextLocation, historyAction: HistoryAction) => {
    for (const [blocker, owner] of blockers) {
      if (blocker({ currentLocation: current, nextLocation, historyAction })) return owner;
    }
    return null;
  };

  const hold = (heldBy: object, location: NextLocation, navigation: () => void) => {
    retry = navigation;
    setBlockerState({ state: 'blocked', location, heldBy });
  };

  // Memory histories report go() at once, browser histories after the popstate event: both land here.
  const onInnerUpdate = (update: HistoryUpdate) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (update.action === POP) {
      const delta = update.delta;
      const passes = passNextPop;
      passNextPop = false;
      // A POP without a known delta (an entry from before this page loaded) cannot be undone.
      const heldBy = passes || delta === null || delta === 0 ? null : refusedBy(update.location, POP);
      if (heldBy && delta !== null) {
        undoing = true;
        inner.go(-delta);
        hold(heldBy, update.location, () => {
          passNextPop = true;
          inner.go(delta);
        });
        return;
      }
    }
    current = update.location;
    listener?.(update);
  };

  const history: BlockingHistory = {
    get action() {
      return inner.action;
    },
    get location() {
      return current;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      const next = nextLocationOf(to, state);
      const heldBy = refusedBy(next, PUSH);
      if (heldBy) hold(heldBy, next, () => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      const next = nextLocationOf(to, state);
      const heldBy = refusedBy(next, REPLACE);
      if (heldBy) hold(heldBy, next, () => inner.replace(to, state));
      else inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(fn) {
      listener = fn;
      if (!stopInner) stopInner = inner.listen(onInnerUpdate);
      current = inner.location;
      return () => {
        if (listener !== fn) return;
        listener = null;
        stopInner?.();
        stopInner = null;
      };
    },
    block(fn, owner = fn) {
      blockers.set(fn, owner);
      return () => {
        blockers.delete(fn);
        if (blockerState.heldBy === owner) history.reset();
      };
    },
    get blockerState() {
      return blockerState;
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    proceed() {
      if (blockerState.state !== 'blocked' || !retry) return;
      const navigation = retry;
      retry = null;
      setBlockerState({ ...blockerState, state: 'proceeding' });
      navigation();
      setBlockerState(UNBLOCKED);
    },
    reset() {
      retry = null;
      if (blockerState.state !== 'unblocked') setBlockerState(UNBLOCKED);
    },
  };
  return history;
}

export function createBrowserBlockingHistory(): BlockingHistory {
  return createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

export function createMemoryBlockingHistory(initialEntries: InitialEntry[] = ['/']): BlockingHistory {
  return createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
}
