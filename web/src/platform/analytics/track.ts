import { eventTypes, type ScreenName } from '../../../../shared/analytics/event-types.ts';
import { tracker, type AnalyticsTracker } from './tracker.ts';

/**
 * Every event the app sends, typed: screens call `track.<name>(properties)` and never name an
 * event type or property key themselves. Property keys are the ones sent.
 */

/** An event as context, sent with the screens and actions that happen inside one. */
export type EventContextProperties = {
  event_id: string;
  event_name: string;
  event_host_name: string;
  event_hosts: readonly string[];
  /** ISO 8601. */
  event_start_date: string;
  event_is_multi_day: boolean;
};
type OptionalEventContext = Partial<EventContextProperties>;

export type IntroVideoProperties = { intro_video_id: string; is_default: boolean };
export type ConversationProperties = { conversation_id: string };
export type MatchesOpenedFrom = 'chat' | 'page';
export type DossierViewSource = 'chat' | 'home';
export type DossierUpdateSource = 'chat' | 'home' | 'artifact';
export type DossierUpdateType = 'manual' | 'first_time' | 'deepened' | 'modification_request';
export type ProspectInterest = 'INTERESTED' | 'NOT_INTERESTED' | 'UNKNOWN';
export type MicDialogAction = 'not_now' | 'turn_on_mic' | 'refresh_page' | 'close' | 'back' | 'retry_microphone';

/** What each screen's `Screen Viewed` carries besides `screen`. */
export type ScreenContexts = {
  Login: OptionalEventContext;
  'Login OTP Input': OptionalEventContext;
  'Login Input User Details': OptionalEventContext;
  'Login Add Profile Picture': OptionalEventContext;
  'Login Video Intro': IntroVideoProperties & OptionalEventContext;
  Prospects: OptionalEventContext;
  Matches: { opened_from: MatchesOpenedFrom } & OptionalEventContext;
  Home: Record<never, never>;
  Chat: ConversationProperties;
  Dossier: { view_source: DossierViewSource };
  'Mic Intro': Partial<ConversationProperties>;
};

/** The context argument, optional for screens whose context is all optional. */
export type ScreenContextArgs<S extends ScreenName> =
  Record<never, never> extends ScreenContexts[S] ? [context?: ScreenContexts[S]] : [context: ScreenContexts[S]];

export type ProspectInterestProperties = {
  prospect_id: string;
  reason?: string;
  /** Where the user acted, e.g. 'prospects' or 'prospect_matches'. */
  action_source: string;
  interest: ProspectInterest;
} & OptionalEventContext;

export function createTrack(tracker: Pick<AnalyticsTracker, 'track'>) {
  return {
    screenViewed<S extends ScreenName>(screen: S, ...[context]: ScreenContextArgs<S>) {
      tracker.track(eventTypes.screenViewed, { ...context, screen });
    },

    loginPhoneSubmitted(properties: { phone_number: string; is_saved_phone: boolean } & OptionalEventContext) {
      tracker.track(eventTypes.loginPhoneSubmitted, properties);
    },
    loginPhoneChangeRequested(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginPhoneChangeRequested, properties);
    },
    loginOtpResendRequested(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginOtpResendRequested, properties);
    },
    loginOtpVerificationRequested(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginOtpVerificationRequested, properties);
    },
    loginOtpVerified(properties: { is_new_user: boolean } & OptionalEventContext) {
      tracker.track(eventTypes.loginOtpVerified, properties);
    },
    loginContinueClicked(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginContinueClicked, properties);
    },
    loginAddProfilePictureClicked(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginAddProfilePictureClicked, properties);
    },
    loginProfilePictureSkipped(properties: OptionalEventContext = {}) {
      tracker.track(eventTypes.loginProfilePictureSkipped, properties);
    },
    loginVideoIntroChatClicked(properties: IntroVideoProperties & OptionalEventContext) {
      tracker.track(eventTypes.loginVideoIntroChatClicked, properties);
    },
    loginVideoIntroCallClicked(properties: IntroVideoProperties & OptionalEventContext) {
      tracker.track(eventTypes.loginVideoIntroCallClicked, properties);
    },

    prospectInterestMarked(properties: ProspectInterestProperties) {
      tracker.track(eventTypes.prospectInterestMarked, properties);
    },
    matchesOpened(properties: { opened_from: MatchesOpenedFrom } & OptionalEventContext) {
      tracker.track(eventTypes.matchesOpened, properties);
    },
    dossierOpened(properties: { view_source: DossierViewSource }) {
      tracker.track(eventTypes.dossierOpened, properties);
    },
    dossierUpdated(properties: { update_source: DossierUpdateSource; update_type: DossierUpdateType }) {
      tracker.track(eventTypes.dossierUpdated, properties);
    },

    conciergeMessageSent(properties: ConversationProperties) {
      tracker.track(eventTypes.conciergeMessageSent, properties);
    },
    messageSent(properties: ConversationProperties) {
      tracker.track(eventTypes.messageSent, properties);
    },
    voiceNoteSent(properties: ConversationProperties) {
      tracker.track(eventTypes.voiceNoteSent, properties);
    },
    callStarted(properties: ConversationProperties) {
      tracker.track(eventTypes.callStarted, properties);
    },
    callEnded(properties: ConversationProperties) {
      tracker.track(eventTypes.callEnded, properties);
    },
    micDialogAction(properties: { action: MicDialogAction } & Partial<ConversationProperties>) {
      tracker.track(eventTypes.micDialogAction, properties);
    },

    eventViewed(properties: EventContextProperties & { invite_participant_id?: string }) {
      tracker.track(eventTypes.eventContextViewed, properties);
    },
  };
}

export type Track = ReturnType<typeof createTrack>;

/** The app's typed events, sent through the app's tracker. */
export const track: Track = createTrack(tracker);
