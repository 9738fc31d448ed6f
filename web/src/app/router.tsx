import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { clientRoutes, signInRoutes } from '../../../shared/client-routes.ts';
import { ErrorPage } from './error-page.tsx';
import { AppFrame } from './help-slot.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { loadSignedInLayout } from './load-signed-in-layout.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAccess } from './require-access.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { EventMatchesRedirect, MemberHashRedirect, StartCallRedirect, UserEventMatchesRedirect } from './route-redirects.tsx';

/** Code-splits a page: its module loads the first time its route is opened. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const loginPage = page(() => import('./pages/login-page.tsx'));
const userEventPage = page(() => import('../features/events/user-event-page.tsx'));

/** Anyone, signed in or not: no checks. */
const publicRoutes: RouteObject[] = [
  ...signInRoutes.map((path) => ({ path, lazy: loginPage })),
  { path: clientRoutes.memberHash, element: <MemberHashRedirect joinPath="joinEvent" /> },
  { path: clientRoutes.memberHashDashed, element: <MemberHashRedirect joinPath="join-event" /> },
  { path: clientRoutes.privacyPolicy, lazy: page(() => import('../features/static-pages/privacy-policy-page.tsx')) },
  { path: clientRoutes.terms, lazy: page(() => import('../features/static-pages/terms-page.tsx')) },
  { path: clientRoutes.about, lazy: page(() => import('../features/static-pages/about-page.tsx')) },
  { path: clientRoutes.manifesto, lazy: page(() => import('../features/static-pages/manifesto-page.tsx')) },
  { path: clientRoutes.error, Component: ErrorPage },
  { path: clientRoutes.notFound, Component: NotFoundPage },
  { path: clientRoutes.accountDeleted, lazy: page(() => import('./pages/account-deleted-page.tsx')) },
];

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  { path: clientRoutes.home, lazy: page(() => import('../features/home/home-page.tsx')) },
  { path: clientRoutes.dossier, lazy: page(() => import('../features/dossier/dossier-page.tsx')) },
  { path: clientRoutes.settings, lazy: page(() => import('./pages/settings-page.tsx')) },
  { path: clientRoutes.startCall, Component: StartCallRedirect },
  { path: clientRoutes.eventMatches, Component: EventMatchesRedirect },
  { path: clientRoutes.userEventMatches, Component: UserEventMatchesRedirect },
  {
    path: clientRoutes.hostMatches,
    lazy: page(() => import('../features/matching/host-matches-page.tsx')),
  },
  {
    path: clientRoutes.connectionIntelligence,
    lazy: page(() => import('../features/matching/connection-intelligence-page.tsx')),
  },
  { path: clientRoutes.userEvent, lazy: userEventPage },
  { path: clientRoutes.userEventProfile, lazy: userEventPage },
  { path: clientRoutes.userEventConnections, lazy: userEventPage },
  { path: clientRoutes.chat, lazy: page(() => import('./pages/chat-page.tsx')) },
  // Admin-view mode, yet deliberately no role check: the server decides who may read it (pinned by view-chat.e2e.test.ts).
  { path: clientRoutes.viewChat, lazy: page(() => import('../features/conversations/view-chat-page.tsx')) },
  { path: clientRoutes.newEvent, lazy: page(() => import('../features/events/create-event-page.tsx')) },
  { path: clientRoutes.event, lazy: page(() => import('./pages/event-page.tsx')) },
  { path: clientRoutes.viewEvent, lazy: page(() => import('../features/events/view-event-page.tsx')) },
  { path: clientRoutes.newMatches, lazy: page(() => import('../features/matching/new-matches-page.tsx')) },
  { path: clientRoutes.prospects, lazy: page(() => import('../features/matching/prospects-page.tsx')) },
  {
    path: clientRoutes.prospectMatches,
    lazy: page(() => import('../features/matching/prospect-matches-page.tsx')),
  },
];

/** Role ADMIN only. */
const adminRoutes: RouteObject[] = [
  { path: clientRoutes.admin, lazy: page(() => import('../features/admin/admin-dashboard-page.tsx')) },
  { path: clientRoutes.adminUser, lazy: page(() => import('./pages/admin-user-page.tsx')) },
  { path: clientRoutes.adminHelp, lazy: page(() => import('../features/help/admin-help-page.tsx')) },
  { path: clientRoutes.adminCreatorRequests, lazy: page(() => import('../features/admin/creator-requests-page.tsx')) },
  { path: clientRoutes.adminEvent, lazy: page(() => import('../features/admin/admin-event-page.tsx')) },
  { path: clientRoutes.eventTable, lazy: page(() => import('../features/admin/event-table-page.tsx')) },
];

const routes: RouteObject[] = [
  {
    Component: AppFrame,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      ...publicRoutes,
      {
        element: <RequireAccess access="signed-in" />,
        // One layout for both groups: moving between them keeps the real-time socket and any call.
        children: [
          {
            lazy: async () => ({ Component: (await loadSignedInLayout()).SignedInLayout }),
            children: [...signedInRoutes, { element: <RequireAccess access="admin" />, children: adminRoutes }],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The app's router, under the `/p` base path the server serves it from. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/p' });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
