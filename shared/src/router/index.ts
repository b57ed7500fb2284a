// @signalboard/shared/router: the only door to React Router for the host and every remote.
//
// React Router is not a Module Federation singleton of its own: shared modules cannot be
// tree-shaken (a consumer may ask for any export), so sharing it shipped the whole library in the
// host's initial JavaScript. This facade is the singleton instead. It names the parts the suite
// uses, so the build keeps only those, and every remote still gets the host's one router and its
// contexts through it. Need something not listed? Add it here; importing react-router or
// react-router-dom elsewhere is an ESLint error (tests excepted: they are not bundled).
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  // The DOM RouterProvider (react-router/dom, re-exported by react-router-dom): it renders with
  // react-dom's flushSync for navigations.
  RouterProvider,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  matchRoutes,
  renderMatches,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
