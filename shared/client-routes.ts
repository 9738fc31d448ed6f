/**
 * The paths of the web app's pages under `/p` (the specification's route table, in React Router's
 * syntax: `:name` is one segment, `:name?` an optional last one). The router builds its routes
 * from them, and the server answers any other path under `/p/` with 404 and the app, which shows
 * its not-found page.
 */
export const clientRoutes = {
  login: '/',
  joinEvent: '/joinEvent/:id',
  joinEventDashed: '/join-event/:id',
  memberHash: '/joinEvent/:id/member-hash/:memberHash?',
  memberHashDashed: '/join-event/:id/member-hash/:memberHash?',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  about: '/about',
  manifesto: '/manifesto',
  error: '/error',
  notFound: '/404',
  accountDeleted: '/account-deleted',
  home: '/home',
  dossier: '/dossier',
  settings: '/settings',
  startCall: '/startCall/:id',
  eventMatches: '/events/:id/matches',
  userEventMatches: '/users/:userId/events/:eventId/matches',
  hostMatches: '/users/:userId/events/:eventId/hostMatches',
  connectionIntelligence: '/users/:userId/events/:eventId/connection-intelligence',
  userEvent: '/users/:userId/events/:eventId',
  userEventProfile: '/users/:userId/events/:eventId/profile',
  userEventConnections: '/users/:userId/events/:eventId/connections',
  chat: '/chat/:id',
  viewChat: '/viewChat/:id',
  newEvent: '/events/new',
  event: '/events/:id',
  viewEvent: '/viewEvent/:id',
  newMatches: '/events/:id/newMatches',
  prospects: '/prospects',
  prospectMatches: '/events/:id/prospectMatches',
  admin: '/admin',
  adminUser: '/admin/users/:userId',
  adminHelp: '/admin/help',
  adminCreatorRequests: '/admin/creatorRequests',
  adminEvent: '/admin/events/:eventId',
  eventTable: '/events/:id/table',
} as const;

/**
 * The routes that show the sign-in page, where first visits start: the server sends them the
 * build's `sign-in.html`, which preloads that page's code (`web/build/page-preload.ts`).
 */
export const signInRoutes: readonly string[] = [clientRoutes.login, clientRoutes.joinEvent, clientRoutes.joinEventDashed];

/**
 * Whether a path under `/p` (without the `/p`) is one of the app's pages (or of `routes`). Hand-written rather
 * than React Router's `matchPath`, which would bring React into the server for ten lines.
 */
export function isClientRoute(pathname: string, routes: readonly string[] = Object.values(clientRoutes)): boolean {
  const segments = pathSegments(pathname);
  return routes.some((route) => matches(pathSegments(route), segments));
}

function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const optionalLast = pattern.at(-1)?.endsWith('?') ?? false;
  const least = optionalLast ? pattern.length - 1 : pattern.length;
  if (segments.length < least || segments.length > pattern.length) return false;
  return segments.every((segment, at) => {
    const part = pattern[at]!;
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}
