/**
 * Every analytics event type Tandem sends, named once. The web app's tracking layer sends
 * these; the server's admin view counts them (the sign-in funnel below).
 */
export const eventTypes = {
  screenViewed: 'Screen Viewed',
  errorOccurred: 'Error Occurred',

  loginPhoneSubmitted: 'Login Phone Submitted',
  loginPhoneChangeRequested: 'Login Phone Change Requested',
  loginOtpResendRequested: 'Login OTP Resend Requested',
  loginOtpVerificationRequested: 'Login OTP Verification Requested',
  loginOtpVerified: 'Login OTP Verified',
  loginContinueClicked: 'Login Continue Clicked',
  loginAddProfilePictureClicked: 'Login Add Profile Picture Clicked',
  loginProfilePictureSkipped: 'Login Profile Picture Skipped',
  loginVideoIntroChatClicked: 'Login Video Intro Chat Clicked',
  loginVideoIntroCallClicked: 'Login Video Intro Call Clicked',

  prospectInterestMarked: 'Prospect Interest Marked',
  matchesOpened: 'Matches Opened',
  dossierOpened: 'Dossier Opened',
  dossierUpdated: 'Dossier Updated',
  conciergeMessageSent: 'Concierge Message Sent',
  messageSent: 'Message Sent',
  voiceNoteSent: 'Voice Note Sent',
  callStarted: 'Call Started',
  callEnded: 'Call Ended',
  micDialogAction: 'Mic Dialog Action',
  eventContextViewed: 'Event Viewed',
} as const;

export type EventType = (typeof eventTypes)[keyof typeof eventTypes];

/** Screens named in tracking, sent as the `screen` property of Screen Viewed (pinned by e2e/analytics.e2e.test.ts). */
export const screenNames = [
  'Login',
  'Login OTP Input',
  'Login Input User Details',
  'Login Add Profile Picture',
  'Login Video Intro',
  'Prospects',
  'Matches',
  'Home',
  'Chat',
  'Dossier',
  'Mic Intro',
] as const;
export type ScreenName = (typeof screenNames)[number];

/**
 * The sign-in funnel the admin view draws: each step is reached by any of its event types.
 * "Details" is the Continue of the user-details step; "picture" is adding or skipping one.
 */
export const signInFunnel: { step: string; eventTypes: EventType[] }[] = [
  { step: 'Phone submitted', eventTypes: [eventTypes.loginPhoneSubmitted] },
  { step: 'Code verified', eventTypes: [eventTypes.loginOtpVerified] },
  { step: 'Details', eventTypes: [eventTypes.loginContinueClicked] },
  { step: 'Picture', eventTypes: [eventTypes.loginAddProfilePictureClicked, eventTypes.loginProfilePictureSkipped] },
  { step: 'Video intro', eventTypes: [eventTypes.loginVideoIntroChatClicked, eventTypes.loginVideoIntroCallClicked] },
  { step: 'First concierge message', eventTypes: [eventTypes.conciergeMessageSent] },
];
