/**
 * What the site uses from React Router, provided as the 'react-router-dom' singleton.
 *
 * A shared module cannot be tree-shaken (the host cannot know what a remote will import), so
 * sharing the whole package would ship all of React Router (data routers, server rendering,
 * cookies, sessions) to every visitor: about 60 KB gzip instead of about 15 KB. Apps import from
 * 'react-router-dom' as usual. Every frontend tsconfig maps 'react-router-dom' to this file, so
 * importing a name missing here fails type checking; adding one means rebuilding the shell, which
 * provides the singleton. Never import 'react-router' directly: it is not shared, so its router
 * context would not be the shell's.
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
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
