import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DossierEmbeddingsTable,
  MatchesTable,
  MatchingJobsTable,
  MatchVisitsTable,
  ProspectsTable,
  UserBlocksTable,
} from './matching-schema.ts';
import type { AuditLogTable } from './admin-schema.ts';
import type { HelpThreadsTable, HelpVisitorMessagesTable } from './help-schema.ts';
import type { HostInvitationsTable } from './host-invitations-schema.ts';
import type { MeetingsTable } from './meetings-schema.ts';
import type { NotificationDeliveriesTable, NotificationsTable } from './notifications-schema.ts';
import type { PasskeyChallengesTable, PasskeysTable } from './passkeys-schema.ts';

/**
 * The database as Kysely sees it. Both dialects store the same shapes: ids are text
 * (UUID v7, so they sort by creation), times are epoch milliseconds, booleans are 0/1 and
 * JSON is text. `server/db/values.ts` converts at the edges.
 */
export interface Database {
  app_settings: AppSettingsTable;
  users: UsersTable;
  sign_in_codes: SignInCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  sms_outbox: SmsOutboxTable;
  media: MediaTable;
  media_transcripts: MediaTranscriptsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  calls: CallsTable;
  dossiers: DossiersTable;
  dossier_revisions: DossierRevisionsTable;
  concierge_jobs: ConciergeJobsTable;
  user_onboarding: UserOnboardingTable;
  prospects: ProspectsTable;
  matches: MatchesTable;
  match_visits: MatchVisitsTable;
  user_blocks: UserBlocksTable;
  matching_jobs: MatchingJobsTable;
  dossier_embeddings: DossierEmbeddingsTable;
  analytics_events: AnalyticsEventsTable;
  creator_requests: CreatorRequestsTable;
  events: EventsTable;
  event_hosts: EventHostsTable;
  event_participants: EventParticipantsTable;
  host_invitations: HostInvitationsTable;
  meetings: MeetingsTable;
  audit_log: AuditLogTable;
  help_threads: HelpThreadsTable;
  help_visitor_messages: HelpVisitorMessagesTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
}

export type Role = 'USER' | 'ADMIN';

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  role: Role;
  phone_number: string;
  name: string | null;
  email: string | null;
  linkedin: string | null;
  picture_id: string | null;
  /** JSON array of notification channels. */
  notification_preferences: string;
  is_creator: number;
  is_blocked: number;
  /** JSON `{ email, phoneNumber, linkedin }` of booleans: what a match reveals; null until the user chooses (`defaultContactSharing`). */
  contact_sharing: string | null;
  created_at: number;
  updated_at: number;
  /** Set when the account was deleted: its personal data is gone, the row stays for what others received. */
  deleted_at: number | null;
}

/**
 * A live sign-in code of a number, one per asking address: a new code from the same address
 * replaces its own, never another's. `sends` counts that address's codes to the number since
 * `first_sent_at`, within the hour, for its doubling wait.
 */
export interface SignInCodesTable {
  phone_number: string;
  requester: string;
  code_hash: string;
  expires_at: number;
  /** Wrong tries of the number, by anyone, while this code was live. */
  failed_attempts: number;
  sends: number;
  first_sent_at: number;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  /** When the person last proved it was them: at sign-in, or by a code typed again since (0018). */
  authenticated_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: number;
  /** Set when this token was exchanged for the next one; presenting it again is reuse. */
  rotated_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  to: string;
  body: string;
  created_at: number;
}

export type MediaKind = 'picture' | 'voice_note' | 'intro_video';

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: MediaKind;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  created_at: number;
}

/**
 * pending: to transcribe; transcribed: the text is kept but not yet handed on; done: handed on
 * (or nothing was said); failed: given up after the last attempt.
 */
export type TranscriptStatus = 'pending' | 'transcribed' | 'done' | 'failed';

/** The transcription job of a media row (a voice note): its state survives a restart. */
export interface MediaTranscriptsTable {
  media_id: string;
  status: TranscriptStatus;
  transcript: string | null;
  /** Failed calls to the transcriber so far, across restarts. */
  attempts: number;
  last_error: string | null;
  /** The runner working on it, until `lease_until`; after that any runner may take it over. */
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}

export type ConversationKind = 'concierge_text' | 'concierge_voice' | 'direct' | 'help';

export interface ConversationsTable {
  id: string;
  kind: ConversationKind;
  created_by: string;
  created_at: number;
  /** Sequence number of the newest message; messages number themselves from it. */
  last_sequence: number;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  joined_at: number;
  /** Sequence of the newest message this member has read. */
  last_read_sequence: number;
}

export type MessageSenderKind = 'user' | 'concierge' | 'system';
export type MessageKind = 'text' | 'voice_note' | 'call_record' | 'system';

export interface MessagesTable {
  id: string;
  conversation_id: string;
  /** 1, 2, 3… within the conversation. */
  sequence: number;
  sender_kind: MessageSenderKind;
  /** The user who sent it; null for the concierge and the system. */
  sender_id: string | null;
  kind: MessageKind;
  text: string | null;
  /** The audio of a voice note. */
  media_id: string | null;
  transcript: string | null;
  /** The call a call record is about. */
  call_id: string | null;
  /** The sender's own id for the message: a resend with it returns the stored message. A concierge reply's is the id of the message it answers. */
  client_id: string | null;
  /** JSON of a concierge message's interview data (`ConciergeMessage`); null on other messages. */
  concierge: string | null;
  created_at: number;
}

export type CallRowState = 'ringing' | 'connected' | 'ended';
export type CallRowOutcome = 'completed' | 'declined' | 'missed' | 'busy' | 'failed';

export interface CallsTable {
  id: string;
  conversation_id: string;
  caller_id: string;
  callee_id: string;
  /** The caller's tab, and the callee's tab that answered: signals go only between these two. */
  caller_connection_id: string;
  callee_connection_id: string | null;
  state: CallRowState;
  outcome: CallRowOutcome | null;
  started_at: number;
  connected_at: number | null;
  ended_at: number | null;
}

export interface DossiersTable {
  user_id: string;
  text_conversation_id: string;
  voice_conversation_id: string;
  /** JSON of the current dossier document, null until the concierge has written one. */
  document: string | null;
  created_at: number;
  updated_at: number;
}

export type DossierUpdateType = 'first_time' | 'deepened' | 'manual' | 'modification_request';
export type DossierUpdateSource = 'chat' | 'home' | 'artifact';

export interface DossierRevisionsTable {
  id: string;
  user_id: string;
  document: string;
  update_type: DossierUpdateType;
  update_source: DossierUpdateSource;
  /** The guest message that confirmed it (a concierge revision); null for manual ones. */
  trigger_message_id: string | null;
  created_at: number;
}

export type ConciergeJobStatus = 'pending' | 'done' | 'failed';

/** A concierge conversation with a guest message to answer; see migration 0007. */
export interface ConciergeJobsTable {
  conversation_id: string;
  user_id: string;
  status: ConciergeJobStatus;
  request_count: number;
  attempts: number;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}

export type OnboardingStep = 'details' | 'picture' | 'video' | 'concierge' | 'done';

/** How far a guest got through onboarding; no row means they never started it (users from before it existed). */
export interface UserOnboardingTable {
  user_id: string;
  step: OnboardingStep;
  updated_at: number;
}

/** One product analytics event as the Amplitude SDK sent it; properties are JSON objects as text. */
export interface AnalyticsEventsTable {
  id: string;
  /** The SDK's idempotency key: a retried batch does not store its events twice. */
  insert_id: string | null;
  event_type: string;
  user_id: string | null;
  device_id: string | null;
  session_id: number | null;
  /** When it happened on the device (epoch ms); the receipt time when the SDK gave none. */
  event_time: number;
  event_properties: string | null;
  /** For `$identify` events, the SDK's operations such as `{"$set": {...}}`. */
  user_properties: string | null;
  platform: string | null;
  os_name: string | null;
  os_version: string | null;
  device_model: string | null;
  language: string | null;
  library: string | null;
  ip: string | null;
  received_at: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MediaRow = Selectable<MediaTable>;
export type MediaTranscriptRow = Selectable<MediaTranscriptsTable>;
export type NewAnalyticsEvent = Insertable<AnalyticsEventsTable>;

export type CreatorRequestStatus = 'pending' | 'approved' | 'denied';

/** A user asking for the right to create events; approving sets users.is_creator. */
export interface CreatorRequestsTable {
  id: string;
  user_id: string;
  message: string;
  status: CreatorRequestStatus;
  denial_reason: string | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
}

export interface EventsTable {
  id: string;
  name: string;
  description: string;
  starts_at: number;
  ends_at: number;
  /** IANA zone; "multi-day" is derived from it, never stored. */
  time_zone: string;
  place: string | null;
  online_url: string | null;
  capacity: number | null;
  /** A media row of kind 'intro_video'; null means the default video. */
  intro_video_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export type EventHostRole = 'creator' | 'cohost';

export interface EventHostsTable {
  event_id: string;
  user_id: string;
  role: EventHostRole;
  added_by: string | null;
  created_at: number;
}

export type ParticipantState = 'invited' | 'joined' | 'revoked' | 'removed';

/** One invitation and/or membership: an invitee row gets its user when joined through its link. */
export interface EventParticipantsTable {
  id: string;
  event_id: string;
  user_id: string | null;
  state: ParticipantState;
  /** The invitee as the host typed them (E.164 phone, lower-case email); null for a plain join. */
  name: string | null;
  phone_number: string | null;
  email: string | null;
  member_hash: string | null;
  invited_by: string | null;
  invited_at: number | null;
  joined_at: number | null;
  revoked_at: number | null;
  removed_at: number | null;
  /** 1 when the guest chose to let the event's hosts see their phone number and email; else 0. */
  contact_shared_with_hosts: number;
  created_at: number;
  updated_at: number;
}

export type EventRow = Selectable<EventsTable>;
export type EventParticipantRow = Selectable<EventParticipantsTable>;
export type CreatorRequestRow = Selectable<CreatorRequestsTable>;
export type CallRow = Selectable<CallsTable>;
