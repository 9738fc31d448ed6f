import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { AppFrame } from './help-slot.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAccess } from './require-access.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { EventMatchesRedirect, MemberHashRedirect, StartCallRedirect, UserEventMatchesRedirect } from './route-redirects.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

/** Code-splits a page: its module loads the first time its route is opened. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const loginPage = page(() => import('./pages/login-page.tsx'));
const userEventPage = page(() => import('../features/events/user-event-page.tsx'));

/** Anyone, signed in or not: no checks. */
const publicRoutes: RouteObject[] = [
  { path: '/', lazy: loginPage },
  { path: '/joinEvent/:id', lazy: loginPage },
  { path: '/join-event/:id', lazy: loginPage },
  { path: '/joinEvent/:id/member-hash/:memberHash?', element: <MemberHashRedirect joinPath="joinEvent" /> },
  { path: '/join-event/:id/member-hash/:memberHash?', element: <MemberHashRedirect joinPath="join-event" /> },
  { path: '/privacy-policy', lazy: page(() => import('../features/static-pages/privacy-policy-page.tsx')) },
  { path: '/terms', lazy: page(() => import('../features/static-pages/terms-page.tsx')) },
  { path: '/about', lazy: page(() => import('../features/static-pages/about-page.tsx')) },
  { path: '/manifesto', lazy: page(() => import('../features/static-pages/manifesto-page.tsx')) },
  { path: '/error', Component: ErrorPage },
  { path: '/404', Component: NotFoundPage },
];

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  { path: '/home', lazy: page(() => import('../features/home/home-page.tsx')) },
  { path: '/dossier', lazy: page(() => import('../features/dossier/dossier-page.tsx')) },
  { path: '/settings', lazy: page(() => import('./pages/settings-page.tsx')) },
  { path: '/startCall/:id', Component: StartCallRedirect },
  { path: '/events/:id/matches', Component: EventMatchesRedirect },
  { path: '/users/:userId/events/:eventId/matches', Component: UserEventMatchesRedirect },
  {
    path: '/users/:userId/events/:eventId/hostMatches',
    lazy: page(() => import('../features/matching/host-matches-page.tsx')),
  },
  {
    path: '/users/:userId/events/:eventId/connection-intelligence',
    lazy: page(() => import('../features/matching/connection-intelligence-page.tsx')),
  },
  { path: '/users/:userId/events/:eventId', lazy: userEventPage },
  { path: '/users/:userId/events/:eventId/profile', lazy: userEventPage },
  { path: '/users/:userId/events/:eventId/connections', lazy: userEventPage },
  { path: '/chat/:id', lazy: page(() => import('./pages/chat-page.tsx')) },
  // Admin-view mode, yet deliberately no role check: the server decides who may read it (pinned by view-chat.e2e.test.ts).
  { path: '/viewChat/:id', lazy: page(() => import('../features/conversations/view-chat-page.tsx')) },
  { path: '/events/new', lazy: page(() => import('../features/events/create-event-page.tsx')) },
  { path: '/events/:id', lazy: page(() => import('./pages/event-page.tsx')) },
  { path: '/viewEvent/:id', lazy: page(() => import('../features/events/view-event-page.tsx')) },
  { path: '/events/:id/newMatches', lazy: page(() => import('../features/matching/new-matches-page.tsx')) },
  { path: '/prospects', lazy: page(() => import('../features/matching/prospects-page.tsx')) },
  {
    path: '/events/:id/prospectMatches',
    lazy: page(() => import('../features/matching/prospect-matches-page.tsx')),
  },
];

/** Role ADMIN only. */
const adminRoutes: RouteObject[] = [
  { path: '/admin', lazy: page(() => import('../features/admin/admin-dashboard-page.tsx')) },
  { path: '/admin/users/:userId', lazy: page(() => import('./pages/admin-user-page.tsx')) },
  { path: '/admin/help', lazy: page(() => import('../features/help/admin-help-page.tsx')) },
  { path: '/admin/creatorRequests', lazy: page(() => import('../features/admin/creator-requests-page.tsx')) },
  { path: '/admin/events/:eventId', lazy: page(() => import('../features/admin/admin-event-page.tsx')) },
  { path: '/events/:id/table', lazy: page(() => import('../features/admin/event-table-page.tsx')) },
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
            Component: SignedInLayout,
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
