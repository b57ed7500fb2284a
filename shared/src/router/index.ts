// @signalboard/shared/router: the only door to React Router for the host and every remote.
//
// React Router is not a Module Federation singleton of its own: shared modules cannot be
// tree-shaken (a consumer may ask for any export), so sharing it shipped the whole library in the
// host's initial JavaScript. This facade is the singleton instead. It names the parts the suite
// uses, so the build keeps only those, and every remote still gets the host's one router and its
// contexts through it. Need something not listed? Add it here; importing react-router or
// react-router-dom elsewhere is an ESLint error (tests excepted: they are not bundled).
//
// Only the declarative router is used: the data router (createBrowserRouter, RouterProvider,
// loaders) is most of React Router's size, and the suite needed it only for useBlocker, which
// app-router.tsx provides over a blocking history (blocking-history.ts).
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  renderMatches,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject, To } from 'react-router-dom';
export { AppRouterProvider, createAppRouter, useBlocker, useCanBlock } from './app-router';
export type { AppRouter, Blocker, CreateAppRouterOptions } from './app-router';
export type { BlockerFunction, BlockerFunctionArgs, NextLocation } from './blocking-history';
