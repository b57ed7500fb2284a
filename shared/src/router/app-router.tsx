// The suite's router: React Router's declarative router (<Routes>, route objects through useRoutes)
// over a blocking history, so useBlocker works without the data router. The host creates one for
// the page; a remote's standalone shell and the tests create memory ones.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type InitialEntry,
  type RouteObject,
  type To,
} from 'react-router-dom';
import {
  createBrowserBlockingHistory,
  createMemoryBlockingHistory,
  type BlockerFunction,
  type BlockingHistory,
  type NextLocation,
} from './blocking-history';

export interface AppRouter {
  readonly history: BlockingHistory;
  readonly routes: RouteObject[];
  /** Where the router is now (for code outside React, e.g. what to do when the session ends). */
  readonly state: { readonly location: BlockingHistory['location'] };
  /** Navigates from outside React; a blocker can hold it back like any other navigation. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): void;
}

export interface CreateAppRouterOptions {
  /** A memory router starting at these entries (tests, no address bar); a browser router without. */
  initialEntries?: InitialEntry[];
}

export function createAppRouter(routes: RouteObject[], options: CreateAppRouterOptions = {}): AppRouter {
  const history = options.initialEntries
    ? createMemoryBlockingHistory(options.initialEntries)
    : createBrowserBlockingHistory();
  return {
    history,
    routes,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to, { replace = false, state } = {}) {
      if (typeof to === 'number') history.go(to);
      else if (replace) history.replace(to, state);
      else history.push(to, state);
    },
  };
}

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the router's routes; `children` render inside the router, after the routes. */
export function AppRouterProvider({ router, children }: { router: AppRouter; children?: ReactNode }) {
  return (
    <BlockingHistoryContext.Provider value={router.history}>
      <HistoryRouter history={router.history}>
        <RouteTree routes={router.routes} />
        {children}
      </HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}

/** Whether navigations can be held back here (false under a plain <MemoryRouter> in a test). */
export function useCanBlock(): boolean {
  return useContext(BlockingHistoryContext) !== null;
}

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  /** Where the held navigation goes. */
  location: NextLocation | undefined;
  /** Makes the held navigation. */
  proceed: () => void;
  /** Drops it and stays. */
  reset: () => void;
}

/**
 * Holds navigations back while `shouldBlock` says so (true, or a function of the current and next
 * locations), as React Router's useBlocker does: push, replace and Back/Forward inside the suite.
 * Leaving the page (reload, close, a typed URL) is the browser's beforeunload prompt, not this.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useBlocker needs the suite router (AppRouterProvider).');
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  // Names this component's blocker for its lifetime, so the history can say whose navigation it holds.
  const [owner] = useState(() => ({}));
  useLayoutEffect(
    () =>
      history.block((args) => {
        const should = latest.current;
        return typeof should === 'function' ? should(args) : should;
      }, owner),
    [history, owner],
  );
  const held = useSyncExternalStore(history.subscribe, () => history.blockerState);
  const mine = held.heldBy === owner;
  return useMemo(
    () => ({
      state: mine ? held.state : 'unblocked',
      location: mine ? held.location : undefined,
      proceed: history.proceed,
      reset: history.reset,
    }),
    [mine, held, history],
  );
}
