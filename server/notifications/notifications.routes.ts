import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadResponseSchema,
  markNotificationsReadSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unsubscribeQuerySchema,
} from '../../shared/api/notifications.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesDependencies {
  auth: Authenticator;
  notifications: NotificationsService;
}

const channelNames = { SMS: 'text messages', EMAIL: 'emails' } as const;

/** The page an unsubscribe link opens: the browser shows it, so it is a small HTML document. */
function unsubscribedPage(channel: keyof typeof channelNames): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Unsubscribed · Tandem</title></head>',
    `<body><main><h1>You are unsubscribed</h1><p>Tandem sends you no more notification ${channelNames[channel]}.</p>`,
    '<p><a href="/p/settings">Change your notifications in your settings</a></p></main></body></html>',
  ].join('');
}

/** The notification centre of the signed-in user, and the unsubscribe links of emails. */
export function notificationsRoutes({ auth, notifications }: NotificationsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/notifications', {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, a page at a time, with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => notifications.list(await auth.requireUser(request), request.query),
    });

    routes.post('/api/notifications/read', {
      schema: {
        tags: ['notifications'],
        summary: 'Marks these notifications read (`{ ids }`), or all of them (`{ all: true }`); answers the unread count',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResponseSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => notifications.markRead(await auth.requireUser(request), request.body),
    });

    routes.get('/api/notifications/unsubscribe', {
      schema: {
        tags: ['notifications'],
        summary: "An email's unsubscribe link (no sign-in): turns that channel off for its user; a forged token is 400",
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string(), ...errorResponses(400) },
      },
      handler: async (request, reply) => {
        const { channel } = await notifications.unsubscribe(request.query.token);
        return reply.type('text/html; charset=utf-8').send(unsubscribedPage(channel));
      },
    });
  };
}
