/**
 * What front-end bundles get when they import `react-router-dom` (see federated-project.ts).
 *
 * A shared module is handed out whole, so sharing react-router-dom itself would ship all of
 * react-router (data routers, server rendering, ...) to every visitor. Sharing this facade
 * instead keeps one router instance for the shell and every remote while the bundler drops the
 * parts of react-router that no one uses. Shared modules are linked at run time, so the bundler
 * cannot check names against this list: tools/workspace/src/router-facade.spec.ts does, failing
 * when any source imports a routing API not listed here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavLinkProps,
  Params,
  PathMatch,
  RouteProps,
  To,
} from 'react-router';
