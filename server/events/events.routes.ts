import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addHostSchema,
  adminEventsQuerySchema,
  adminEventsSchema,
  createEventSchema,
  createInvitationSchema,
  csvProblemSchema,
  eventLimits,
  eventParamsSchema,
  eventPreviewSchema,
  eventSchema,
  eventTableQuerySchema,
  eventTableSchema,
  hostParamsSchema,
  hostsSchema,
  importInvitationsJsonSchema,
  importInvitationsResultSchema,
  joinEventSchema,
  myEventsSchema,
  participantParamsSchema,
  participantSchema,
  participantsSchema,
  participationSchema,
  previewQuerySchema,
  updateEventSchema,
} from '../../shared/api/events.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { toCsv } from './csv.ts';
import type { HostRow } from './event-views.ts';
import { createEventsRepository } from './events.repository.ts';
import { createEventsService } from './events.service.ts';
import { createParticipantsService, CsvImportError } from './participants.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const toHosts = (hosts: HostRow[]) => ({
  hosts: hosts.map((host) => ({ userId: host.user_id, name: host.name, pictureId: host.picture_id, role: host.role })),
});

/**
 * Events: create, read, edit, list; hosts; the intro video; joining (public preview, join);
 * invitations (one by one or CSV); the host's participant list; the admin views.
 */
export function eventsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const repository = createEventsRepository(context.database.db, context.database.dialect);
    const deps = { events: repository, defaultPhoneRegion: context.config.defaultPhoneRegion, now: context.now };
    const events = createEventsService({ ...deps, users: createUsersRepository(context.database.db), media: context.media });
    const participants = createParticipantsService(deps);
    const { auth } = context;

    /** Links are built on PUBLIC_URL when set, else on the address the browser used. */
    const originOf = (request: FastifyRequest) => context.config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;

    // A CSV import may come as text/csv; other routes never accept it.
    app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    routes.post('/api/events', {
      schema: {
        tags: ['events'],
        summary: 'Create an event (creators and admins); the creator becomes its first host',
        body: createEventSchema,
        response: { 201: eventSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return reply.status(201).send(await events.create(viewer, request.body, originOf(request)));
      },
    });

    routes.get('/api/events', {
      schema: {
        tags: ['events'],
        summary: 'The events the signed-in user hosts or has joined: upcoming first, then past',
        response: { 200: myEventsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => ({ events: await events.listMine(await auth.requireUser(request)) }),
    });

    routes.get('/api/events/:id', {
      schema: {
        tags: ['events'],
        summary: "An event, for its members, hosts and admins (anyone else: 404 event_not_found; a malformed id: 400 invalid_event_id)",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.get(await auth.requireUser(request), request.params.id, originOf(request)),
    });

    routes.patch('/api/events/:id', {
      schema: {
        tags: ['events'],
        summary: 'Edit an event (hosts and admins); the merged event is validated again',
        params: eventParamsSchema,
        body: updateEventSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.update(await auth.requireUser(request), request.params.id, request.body, originOf(request)),
    });

    routes.get('/api/events/:id/preview', {
      schema: {
        tags: ['events'],
        summary: 'Public: what the join page shows above the sign-in (with memberHash, who the personal link is for)',
        params: eventParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: eventPreviewSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return participants.preview(request.params.id, request.query.memberHash || undefined);
      },
    });

    routes.post('/api/events/:id/join', {
      schema: {
        tags: ['events'],
        summary: 'Join the event, through its link or a personal link (memberHash); joining again changes nothing',
        params: eventParamsSchema,
        body: joinEventSchema.nullish().describe('Optional: the personal link hash'),
        response: { 200: participationSchema, ...errors, 410: apiErrorSchema },
      },
      handler: async (request) =>
        participants.join(await auth.requireUser(request), request.params.id, request.body?.memberHash || undefined),
    });

    // Hosts

    routes.get('/api/events/:id/hosts', {
      schema: { tags: ['events'], summary: "The event's hosts", params: eventParamsSchema, response: { 200: hostsSchema, ...errors } },
      handler: async (request) => toHosts(await events.hosts(await auth.requireUser(request), request.params.id)),
    });

    routes.post('/api/events/:id/hosts', {
      schema: {
        tags: ['events'],
        summary: 'Add a co-host by phone number (an existing account) or by participant id (hosts and admins)',
        params: eventParamsSchema,
        body: addHostSchema,
        response: { 200: hostsSchema, ...errors },
      },
      handler: async (request) => toHosts(await events.addHost(await auth.requireUser(request), request.params.id, request.body)),
    });

    routes.delete('/api/events/:id/hosts/:userId', {
      schema: {
        tags: ['events'],
        summary: 'Remove a co-host (hosts and admins); the creator cannot be removed',
        params: hostParamsSchema,
        response: { 200: hostsSchema, ...errors },
      },
      handler: async (request) =>
        toHosts(await events.removeHost(await auth.requireUser(request), request.params.id, request.params.userId)),
    });

    // The intro video

    routes.post('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: `Upload the event's own intro video (multipart field \`video\`: MP4, WebM or QuickTime, at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the video as multipart/form-data.');
        const file = await request.file({ limits: { fileSize: eventLimits.introVideoMaxBytes, files: 1 } });
        if (!file) throw badRequest('missing_file', 'Choose a video to upload.');
        const tooLarge = () =>
          new ApiError(413, 'file_too_large', `An intro video can be at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB.`);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (file.file.truncated) throw tooLarge();
        return events.setIntroVideo(viewer, request.params.id, bytes, originOf(request));
      },
    });

    routes.delete('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: 'Go back to the default intro video (hosts and admins)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.clearIntroVideo(await auth.requireUser(request), request.params.id, originOf(request)),
    });

    routes.get('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: "The event's own intro video, for members, hosts and admins; answers byte ranges (206) for seeking",
        params: eventParamsSchema,
      },
      handler: async (request, reply) => {
        const record = await events.introVideo(await auth.requireUser(request), request.params.id);
        const stored = await context.media.get(record.storage_key);
        if (!stored) throw new ApiError(404, 'not_found', 'This video was not found.');
        reply.header('cache-control', 'private, max-age=31536000, immutable').header('accept-ranges', 'bytes').type(record.content_type);
        const range = parseRange(request.headers.range, stored.size);
        if (range === 'unsatisfiable') {
          (stored.stream as Readable).destroy();
          return reply.status(416).header('content-range', `bytes */${stored.size}`).send({ code: 'range_not_satisfiable', message: 'This byte range is outside the video.' });
        }
        if (!range) return reply.header('content-length', stored.size).send(stored.stream);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(Readable.from(sliceStream(stored.stream, range.start, range.end)));
      },
    });

    // Invitations and participants

    routes.post('/api/events/:id/invitations', {
      schema: {
        tags: ['events'],
        summary: 'Invite one person (hosts and admins); answers the invitation with its personal link',
        params: eventParamsSchema,
        body: createInvitationSchema,
        response: { 201: participantSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return reply.status(201).send(await participants.invite(viewer, request.params.id, request.body, originOf(request)));
      },
    });

    routes.post('/api/events/:id/invitations/import', {
      bodyLimit: eventLimits.csvImportMaxBytes + 1024,
      schema: {
        tags: ['events'],
        summary:
          'Import invitees from CSV (text/csv body, or JSON { csv }); header row name,phone,email. Any bad row: 400 invalid_csv with every problem by line, and nothing imported',
        params: eventParamsSchema,
        body: z.union([z.string().max(eventLimits.csvImportMaxBytes), importInvitationsJsonSchema]),
        response: {
          201: importInvitationsResultSchema,
          ...errors,
          400: apiErrorSchema.extend({ problems: z.array(csvProblemSchema).optional().describe('With code invalid_csv') }),
        },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        const text = typeof request.body === 'string' ? request.body : request.body.csv;
        try {
          return reply.status(201).send(await participants.importCsv(viewer, request.params.id, text, originOf(request)));
        } catch (error) {
          if (error instanceof CsvImportError) {
            return reply.status(400).send({ code: 'invalid_csv', message: error.message, problems: error.problems });
          }
          throw error;
        }
      },
    });

    routes.delete('/api/events/:id/invitations/:participantId', {
      schema: {
        tags: ['events'],
        summary: 'Revoke an invitation nobody has used yet (hosts and admins); its personal link stops working',
        params: participantParamsSchema,
        response: { 200: participantSchema, ...errors },
      },
      handler: async (request) =>
        participants.revokeInvitation(await auth.requireUser(request), request.params.id, request.params.participantId, originOf(request)),
    });

    routes.get('/api/events/:id/participants', {
      schema: {
        tags: ['events'],
        summary: 'Every participant with state, contact, onboarding and (hosts only) personal links (hosts and admins)',
        params: eventParamsSchema,
        response: { 200: participantsSchema, ...errors },
      },
      handler: async (request) => participants.list(await auth.requireUser(request), request.params.id, originOf(request)),
    });

    routes.delete('/api/events/:id/participants/:participantId', {
      schema: {
        tags: ['events'],
        summary: 'Remove a participant who joined (hosts and admins); they cannot join again by the event link',
        params: participantParamsSchema,
        response: { 200: participantSchema, ...errors },
      },
      handler: async (request) =>
        participants.removeParticipant(await auth.requireUser(request), request.params.id, request.params.participantId, originOf(request)),
    });

    // Admin

    routes.get('/api/events/:id/table', {
      schema: {
        tags: ['admin'],
        summary: "Admins: the event's participant table, sortable and filterable; format=csv downloads it",
        params: eventParamsSchema,
        querystring: eventTableQuerySchema,
        response: { 200: eventTableSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireAdmin(request);
        const table = await participants.table(viewer, request.params.id, request.query);
        if (request.query.format === 'json') return table;
        const yes = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');
        const csv = toCsv([
          ['Name', 'Phone', 'Email', 'LinkedIn', 'State', 'Host', 'Invited at', 'Joined at', 'Details', 'Picture', 'Dossier', 'Prospects', 'Matches'],
          ...table.rows.map((row) => [
            row.name,
            row.phoneNumber,
            row.email,
            row.linkedin,
            row.state,
            yes(row.isHost),
            row.invitedAt,
            row.joinedAt,
            yes(row.onboarding?.hasDetails),
            yes(row.onboarding?.hasPicture),
            yes(row.onboarding?.hasDossier),
            row.prospects,
            row.matches,
          ]),
        ]);
        const slug = table.event.name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
        const filename = `tandem-${slug}-participants.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
          .header('cache-control', 'no-store')
          // A text/csv string skips the JSON serializer; the schema above documents format=json.
          .send(csv as never);
      },
    });

    routes.get('/api/admin/events', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: every event, newest start first, optionally by part of its name',
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return { events: await events.listAll(request.query) };
      },
    });

    routes.get('/api/admin/events/:id', {
      schema: {
        tags: ['admin'],
        summary: "Admins: any event's details and hosts",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.get(await auth.requireAdmin(request), request.params.id, originOf(request)),
    });
  };
}

/** One `bytes=start-end` range (the only kind browsers send for media); null: the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The bytes start..end (inclusive) of a stream; stops reading (and closes the source) past end. */
async function* sliceStream(source: NodeJS.ReadableStream, start: number, end: number) {
  let position = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const chunkStart = position;
    position += chunk.length;
    if (position <= start) continue;
    yield chunk.subarray(Math.max(0, start - chunkStart), Math.min(chunk.length, end + 1 - chunkStart));
    if (position > end) return;
  }
}
