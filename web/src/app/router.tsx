import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { clientRoutes, signInRoutes } from '../../../shared/client-routes.ts';
import { ErrorPage } from './error-page.tsx';
import { AppFrame } from './help-slot.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { loadSignedInLayout } from './load-signed-in-layout.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAccess } from './require-access.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { EventMatchesRedirect, MemberHashRedirect, StartCallRedirect, UserEventMatchesRedirect } from './route-redirects.tsx';

type PageModule = { default: ComponentType };

/** What a code-split route keeps in its `handle`: how to start loading its module. */
interface LazyRouteHandle {
  preload: () => Promise<PageModule>;
}

/**
 * Code-splits a page (or a layout): its module loads the first time its route is matched, together
 * with the other matched routes' modules (`AppRoutes`), and the page shows once it has come.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  // One load shared by the preload and React's: a failed chunk is reported, and recovered from, once.
  let loading: Promise<PageModule> | null = null;
  const preload = () => (loading ??= load());
  const Page = lazy(preload);
  return { element: <Page />, handle: { preload } satisfies LazyRouteHandle };
}

const loginPage = page(() => import('./pages/login-page.tsx'));
const userEventPage = page(() => import('../features/events/user-event-page.tsx'));

/** Anyone, signed in or not: no checks. */
const publicRoutes: RouteObject[] = [
  ...signInRoutes.map((path) => ({ path, ...loginPage })),
  { path: clientRoutes.memberHash, element: <MemberHashRedirect joinPath="joinEvent" /> },
  { path: clientRoutes.memberHashDashed, element: <MemberHashRedirect joinPath="join-event" /> },
  { path: clientRoutes.privacyPolicy, ...page(() => import('../features/static-pages/privacy-policy-page.tsx')) },
  { path: clientRoutes.terms, ...page(() => import('../features/static-pages/terms-page.tsx')) },
  { path: clientRoutes.about, ...page(() => import('../features/static-pages/about-page.tsx')) },
  { path: clientRoutes.manifesto, ...page(() => import('../features/static-pages/manifesto-page.tsx')) },
  { path: clientRoutes.error, element: <ErrorPage /> },
  { path: clientRoutes.notFound, element: <NotFoundPage /> },
  { path: clientRoutes.accountDeleted, ...page(() => import('./pages/account-deleted-page.tsx')) },
];

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  { path: clientRoutes.home, ...page(() => import('../features/home/home-page.tsx')) },
  { path: clientRoutes.dossier, ...page(() => import('../features/dossier/dossier-page.tsx')) },
  { path: clientRoutes.settings, ...page(() => import('./pages/settings-page.tsx')) },
  { path: clientRoutes.startCall, element: <StartCallRedirect /> },
  { path: clientRoutes.eventMatches, element: <EventMatchesRedirect /> },
  { path: clientRoutes.userEventMatches, element: <UserEventMatchesRedirect /> },
  {
    path: clientRoutes.hostMatches,
    ...page(() => import('../features/matching/host-matches-page.tsx')),
  },
  {
    path: clientRoutes.connectionIntelligence,
    ...page(() => import('../features/matching/connection-intelligence-page.tsx')),
  },
  { path: clientRoutes.userEvent, ...userEventPage },
  { path: clientRoutes.userEventProfile, ...userEventPage },
  { path: clientRoutes.userEventConnections, ...userEventPage },
  { path: clientRoutes.chat, ...page(() => import('./pages/chat-page.tsx')) },
  // Admin-view mode, yet deliberately no role check: the server decides who may read it (pinned by view-chat.e2e.test.ts).
  { path: clientRoutes.viewChat, ...page(() => import('../features/conversations/view-chat-page.tsx')) },
  { path: clientRoutes.newEvent, ...page(() => import('../features/events/create-event-page.tsx')) },
  { path: clientRoutes.event, ...page(() => import('./pages/event-page.tsx')) },
  { path: clientRoutes.viewEvent, ...page(() => import('../features/events/view-event-page.tsx')) },
  { path: clientRoutes.newMatches, ...page(() => import('../features/matching/new-matches-page.tsx')) },
  { path: clientRoutes.prospects, ...page(() => import('../features/matching/prospects-page.tsx')) },
  {
    path: clientRoutes.prospectMatches,
    ...page(() => import('../features/matching/prospect-matches-page.tsx')),
  },
];

/** Role ADMIN only. */
const adminRoutes: RouteObject[] = [
  { path: clientRoutes.admin, ...page(() => import('../features/admin/admin-dashboard-page.tsx')) },
  { path: clientRoutes.adminUser, ...page(() => import('./pages/admin-user-page.tsx')) },
  { path: clientRoutes.adminHelp, ...page(() => import('../features/help/admin-help-page.tsx')) },
  { path: clientRoutes.adminCreatorRequests, ...page(() => import('../features/admin/creator-requests-page.tsx')) },
  { path: clientRoutes.adminEvent, ...page(() => import('../features/admin/admin-event-page.tsx')) },
  { path: clientRoutes.eventTable, ...page(() => import('../features/admin/event-table-page.tsx')) },
];

const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      ...publicRoutes,
      {
        element: <RequireAccess access="signed-in" />,
        // One layout for both groups: moving between them keeps the real-time socket and any call.
        children: [
          {
            ...page(async () => ({ default: (await loadSignedInLayout()).SignedInLayout })),
            children: [...signedInRoutes, { element: <RequireAccess access="admin" />, children: adminRoutes }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes of the current address. Every code-split module they match starts loading at once,
 * not each only when the route above it has rendered (the signed-in layout waits for the session).
 */
function AppRoutes() {
  const location = useLocation();
  for (const { route } of matchRoutes(routes, location) ?? []) {
    (route.handle as LazyRouteHandle | undefined)?.preload().catch(() => {
      // The route's own load fails the same way and shows it (`RouteErrorBoundary`).
    });
  }
  return useRoutes(routes);
}

/**
 * The app's routes under the `/p` base path the server serves it from. While a first page's code
 * loads, the loading screen shows; a navigation keeps the current page until the next one's code
 * has come (the router's updates are transitions).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename="/p">
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
