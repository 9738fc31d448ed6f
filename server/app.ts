import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { analyticsModule } from './analytics/analytics-module.ts';
import { loadAppSecret } from './auth/app-secret.ts';
import { createAppSettingsRepository } from './auth/app-settings.repository.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { ownSessionsRoutes } from './auth/own-sessions.routes.ts';
import { createAuthCookies } from './auth/auth-cookies.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { devOutboxRoutes } from './auth/dev-outbox.routes.ts';
import { createDevOutboxService } from './auth/dev-outbox.service.ts';
import { createOtpRepository } from './auth/otp.repository.ts';
import { createOtpService } from './auth/otp.service.ts';
import { passkeysModule } from './auth/passkeys-module.ts';
import { createSessionsRepository } from './auth/sessions.repository.ts';
import { createSessionsService } from './auth/sessions.service.ts';
import { createSignInService } from './auth/sign-in.service.ts';
import { createRevocationNotifier } from './auth/session-revocations.ts';
import { createSmsSender } from './auth/sms/create-sms-sender.ts';
import { createSmsOutboxRepository } from './auth/sms/sms-outbox.repository.ts';
import { adminPeopleRoutes } from './admin/admin-services.ts';
import { createCallsRepository } from './calls/calls.repository.ts';
import { callsRoutes } from './calls/calls.routes.ts';
import { createCallsService } from './calls/calls.service.ts';
import type { ConciergeBrain } from './concierge/concierge-turn.ts';
import { createConciergeRepository } from './concierge/concierge.repository.ts';
import { createConciergeServices } from './concierge/concierge-services.ts';
import type { Config } from './config.ts';
import { createConversationsRepository } from './conversations/conversations.repository.ts';
import { conversationsRoutes } from './conversations/conversations.routes.ts';
import { createConversationsService, messageRateLimit } from './conversations/conversations.service.ts';
import { createMessagesRepository } from './conversations/messages.repository.ts';
import { voiceNotesRoutes } from './conversations/voice-notes.routes.ts';
import { createCreatorRequestsRepository } from './creator-requests/creator-requests.repository.ts';
import { creatorRequestsRoutes } from './creator-requests/creator-requests.routes.ts';
import { createCreatorRequestsService } from './creator-requests/creator-requests.service.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createDossierRepository } from './dossier/dossier.repository.ts';
import { dossierRoutes } from './dossier/dossier.routes.ts';
import { createDossierService } from './dossier/dossier.service.ts';
import { createEventAccess } from './events/event-access.ts';
import { createEventDetails } from './events/event-details.ts';
import { createEventsRepository } from './events/events.repository.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { createEventsService } from './events/events.service.ts';
import { hostsModule } from './events/hosts-module.ts';
import { introVideoRoutes } from './events/intro-video.routes.ts';
import { createIntroVideoService } from './events/intro-video.service.ts';
import { invitationsRoutes } from './events/invitations.routes.ts';
import { createInvitationsService } from './events/invitations.service.ts';
import { joiningRoutes } from './events/joining.routes.ts';
import { createJoiningService } from './events/joining.service.ts';
import { participantTableRoutes } from './events/participant-table.routes.ts';
import { createParticipantTableService } from './events/participant-table.service.ts';
import { createParticipantsRepository } from './events/participants.repository.ts';
import { createHttpServer, installHealthCheck, installNotFound } from './http/http-server.ts';
import { installWebApp } from './http/web-app.ts';
import { createMatchingServices } from './matching/matching-services.ts';
import { createMatchingRepositories } from './matching/matching.repository.ts';
import { meetingsModule } from './meetings/meetings-module.ts';
import { helpModule } from './help/help-module.ts';
import { matchingRoutes } from './matching/matching.routes.ts';
import { notificationsModule } from './notifications/notifications-module.ts';
import { createMediaRepository } from './media/media.repository.ts';
import { createMediaService } from './media/media.service.ts';
import { createMediaStorage, openUploadSpool } from './media/storage/create-media-storage.ts';
import { createTranscriptionJobs, type TranscriptionJobs } from './media/transcription/transcription-jobs.ts';
import { createRealtimeInfrastructure } from './realtime/realtime-infrastructure.ts';
import { installRealtimeGateway } from './realtime/websocket-gateway.ts';
import { createSpeechServices } from './speech/speech-services.ts';
import { createOnboardingRepository } from './users/onboarding.repository.ts';
import { createOnboardingService } from './users/onboarding.service.ts';
import { picturesRoutes } from './users/pictures.routes.ts';
import { createPicturesRepository } from './users/pictures.repository.ts';
import { createPicturesService } from './users/pictures.service.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersService } from './users/users.service.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The clock every rule reads; tests move it forward instead of waiting. */
  now?: () => number;
  /** Who writes the concierge's turns; by default the one the config chooses (tests script their own). */
  conciergeBrain?: ConciergeBrain;
}

/**
 * Builds the whole server without listening, so tests and `main.ts` run the same app. This is the
 * one place that wires Tandem together: repositories over the database, the stores and senders,
 * the services over them, and each route module with only the services it uses.
 */
export async function buildApp({ config, database, logger, now = Date.now, conciergeBrain }: AppDependencies): Promise<FastifyInstance> {
  const { db, dialect } = database;
  const app = await createHttpServer({ config, logger });
  const publicOrigin = config.publicUrl?.origin;

  // Repositories: the only code that speaks SQL.
  const usersRepository = createUsersRepository(db);
  const conversationsRepository = createConversationsRepository(db);
  const messagesRepository = createMessagesRepository(db, dialect);
  const mediaRepository = createMediaRepository(db);
  const dossierRepository = createDossierRepository(db);
  const eventsRepository = createEventsRepository(db);
  const participantsRepository = createParticipantsRepository(db, dialect);
  const smsOutbox = createSmsOutboxRepository(db);

  // What the services run on: real time (in process or Redis), stored files, the signing key, SMS, transcripts.
  const secret = await loadAppSecret(createAppSettingsRepository(db), config.sessionSecret);
  const realtime = await createRealtimeInfrastructure(config, logger, now, secret);
  app.addHook('onClose', () => realtime.close());
  const storage = createMediaStorage(config, logger);
  const sms = createSmsSender(config, smsOutbox, logger, now);
  const { notify, routes: notificationsRoutes } = notificationsModule({ db, config, secret, sms, realtime, logger, now });

  // Services: the rules, and who may do what.
  // A session that ends closes its open sockets on every instance; HTTP reads the session on each request.
  const onRevoked = createRevocationNotifier(realtime.bus);
  const sessions = createSessionsService({ sessions: createSessionsRepository(db), secret, now, onRevoked });
  const auth = createAuthenticator(sessions, usersRepository);
  const users = createUsersService({ users: usersRepository, adminPhones: config.adminPhones, now });
  const media = createMediaService({ storage, media: mediaRepository, spool: openUploadSpool(config.dataDir, logger), now });
  // Hearing (the service, else pocketsphinx) and speaking (the service, else espeak-ng).
  const speech = await createSpeechServices({ config, conversations: conversationsRepository, messages: messagesRepository, logger });
  // Voice notes are transcribed by a job when a transcriber is here; the text lands on the note's message.
  const transcription: TranscriptionJobs | undefined = speech.transcriber
    ? createTranscriptionJobs({
        transcriber: speech.transcriber,
        media: mediaRepository,
        storage,
        logger,
        now,
        onTranscript: (mediaId, text) => conversations.addVoiceNoteTranscript(mediaId, text),
        onNothingHeard: (mediaId) => conversations.voiceNoteUnheard(mediaId),
      })
    : undefined;
  const otp = createOtpService({
    otp: createOtpRepository(db),
    ...{ sms, secret, now, logger, rateLimiter: realtime.rateLimiter, settings: config.signInSms },
    defaultRegion: config.defaultPhoneRegion,
    onBudgetSpent: notify.smsBudgetSpent,
    appHost: config.publicUrl?.host,
  });
  const conversations = createConversationsService({
    conversations: conversationsRepository,
    users: usersRepository,
    messages: messagesRepository,
    media,
    transcription,
    bus: realtime.bus,
    messageRateLimiter: realtime.rateLimiter('messages', messageRateLimit),
    logger,
    now,
    onGuestMessage: (message) => concierge.onGuestMessage(message),
    isBlockedBetween: (userId, otherUserId) => matching.blocks.blockedBetween(userId, otherUserId),
    notify,
  });
  // The concierge answers in each guest's text and voice conversations (one interview), from a job: a send never waits for it.
  const concierge = createConciergeServices(config, conciergeBrain, {
    concierge: createConciergeRepository(db),
    dossiers: dossierRepository,
    conversations,
    transcribes: transcription !== undefined,
    onRevised: (userId) => matching.recompute.dossierRevised(userId),
    logger,
    now,
  });
  const eventAccess = createEventAccess({ events: eventsRepository, participants: participantsRepository });
  // Matchmaking: each event's prospects come from a job, asked for when members, dossiers or blocks change.
  const matching = createMatchingServices({
    repositories: createMatchingRepositories(db, dialect),
    access: eventAccess,
    bus: realtime.bus,
    onBlocked: (...pair) => conversations.blocked(...pair).then(() => calls.endBetween(...pair)),
    notify,
    llm: config.llm,
    logger,
    now,
  });
  const calls = createCallsService({
    calls: createCallsRepository(db),
    conversations,
    bus: realtime.bus,
    presence: realtime.presence,
    logger,
    now,
    ringMs: config.calls.ringMs,
    ice: config.calls,
    notify,
  });
  app.addHook('onClose', async () => calls.close());
  // Calls a previous run left unfinished are settled before anyone can start a new one.
  await calls.sweep();
  // Transcripts and concierge replies a previous run (or an instance that died) left unfinished are taken up as the app starts.
  app.addHook('onReady', async () => {
    await transcription?.start();
    await concierge.start();
    await matching.recompute.start();
  });
  // Fastify runs onClose hooks last-registered first, so this runs before calls and real time
  // close (a transcript is fanned out on the bus), and all of it before the caller closes the
  // database: the jobs hand back what they hold, then the storage lets go of its connections.
  app.addHook('onClose', async () => {
    await concierge.close();
    await matching.recompute.close();
    await transcription?.close();
    await Promise.all([speech.close(), storage.close()]);
  });
  const eventDetails = createEventDetails({ events: eventsRepository, participants: participantsRepository, media });
  const { defaultPhoneRegion } = config;
  const pictures = createPicturesService({ media, users, pictures: createPicturesRepository(db), logger });

  const cookies = createAuthCookies(config.publicUrl?.protocol === 'https:');
  await app.register(authRoutes({ auth, otp, signIn: createSignInService({ otp, users, sessions }), sessions, cookies }));
  await app.register(ownSessionsRoutes({ auth, otp, sessions, cookies }));
  const { rateLimiter } = realtime;
  await app.register(passkeysModule({ db, dialect, auth, users, sessions, cookies, relyingParty: config.passkeys, rateLimiter, now }));
  await app.register(
    devOutboxRoutes({ devOutbox: createDevOutboxService({ outbox: smsOutbox, enabled: config.devOutbox, defaultPhoneRegion }) }),
  );
  await app.register(
    usersRoutes({ auth, users, onboarding: createOnboardingService({ onboarding: createOnboardingRepository(db), now }) }),
  );
  await app.register(picturesRoutes({ auth, pictures, media }));
  await app.register(conversationsRoutes({ auth, conversations }));
  await app.register(voiceNotesRoutes({ auth, conversations, media }));
  await app.register(callsRoutes({ auth, calls }));
  // The call with the concierge: opening it, and its spoken lines.
  for (const routes of [concierge.routes(auth), speech.routes(auth)]) await app.register(routes);
  await app.register(
    dossierRoutes({
      auth,
      dossier: createDossierService({
        dossiers: dossierRepository,
        conversations: conversationsRepository,
        now,
        onSaved: (dossier) => concierge.conversationReady(dossier),
        onRevised: matching.recompute.dossierRevised,
      }),
    }),
  );
  await app.register(
    analyticsModule({ db, dialect, config: config.analytics, auth, sessions, realtime, speechModes: speech.modes, logger, now }),
  );
  await app.register(
    creatorRequestsRoutes({
      auth,
      creatorRequests: createCreatorRequestsService({ requests: createCreatorRequestsRepository(db), now, notify }),
    }),
  );
  await app.register(
    eventsRoutes({
      auth,
      events: createEventsService({
        events: eventsRepository,
        participants: participantsRepository,
        access: eventAccess,
        eventDetails,
        now,
      }),
      publicOrigin,
    }),
  );
  await app.register(hostsModule({ db, dialect, auth, access: eventAccess, users: usersRepository, defaultPhoneRegion, now, notify }));
  await app.register(
    introVideoRoutes({
      auth,
      introVideos: createIntroVideoService({ events: eventsRepository, access: eventAccess, eventDetails, media, now }),
      media,
      publicOrigin,
    }),
  );
  await app.register(
    joiningRoutes({
      auth,
      // Joining an event changes its prospects.
      joining: createJoiningService({
        events: eventsRepository,
        participants: participantsRepository,
        now,
        onJoined: matching.recompute.memberChanged,
      }),
    }),
  );
  await app.register(
    invitationsRoutes({
      auth,
      invitations: createInvitationsService({
        participants: participantsRepository,
        access: eventAccess,
        defaultPhoneRegion,
        now,
        // Removing a participant changes the event's prospects.
        onRemoved: matching.recompute.memberChanged,
      }),
      publicOrigin,
    }),
  );
  const participantTable = createParticipantTableService({ participants: participantsRepository, access: eventAccess });
  await app.register(participantTableRoutes({ auth, participantTable }));
  await app.register(matchingRoutes({ auth, matching }));
  await app.register(meetingsModule({ db, auth, blocks: matching.blocks, bus: realtime.bus, now, publicOrigin, notify }));
  await app.register(adminPeopleRoutes({ db, dialect, auth, cookies, media, onRevoked, logger, now }));
  await app.register(helpModule({ db, auth, conversations, messages: messagesRepository, realtime, defaultPhoneRegion, notify, now }));
  await app.register(notificationsRoutes(auth));
  installRealtimeGateway(app, { publicOrigin, auth, conversations, calls, bus: realtime.bus, presence: realtime.presence, logger, now });

  installHealthCheck(app, [database.ping, () => realtime.ping()]);
  await installWebApp(app, config.webDistDir);
  installNotFound(app);
  return app;
}
