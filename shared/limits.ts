/** Limits both the server and the web app enforce, kept once. */
export const limits = {
  otpLength: 6,
  otpValidSeconds: 10 * 60,
  nameMaxLength: 100,
  emailMaxLength: 254,
  linkedinMaxLength: 300,
  pictureMaxBytes: 10 * 1024 * 1024,
  pictureSizePixels: 512,
  jsonBodyMaxBytes: 1024 * 1024,
  /** Arrays and objects inside one another in a JSON body; Tandem's deepest (analytics properties) stays far below. */
  jsonMaxDepth: 32,
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
  /** Ending another device's session needs a sign-in or a code typed within this many minutes. */
  recentAuthenticationMinutes: 10,
  messageMaxLength: 4000,
  /** Conversations a person (not an admin) may start in a day; a guest needs two or three. */
  conversationsPerUserPerDay: 20,
  historyPageDefault: 50,
  historyPageMax: 200,
  /** Per user, across every conversation: a person typing fast stays far below it, a script does not. */
  messagesPerTenSeconds: 30,
  voiceNoteMaxBytes: 5 * 1024 * 1024,
  voiceNoteMaxSeconds: 5 * 60,
  dossierHeadlineMaxLength: 160,
  dossierAboutMaxLength: 2000,
  dossierItemMaxLength: 300,
  dossierItemsPerSection: 12,
  dossierItemMaxSources: 20,
  /** Prospects a guest sees at one event. */
  prospectsPerEvent: 20,
  introductionNoteMaxLength: 500,
  /** A call nobody answers ends as missed after this. */
  callRingSeconds: 30,
  passkeyNameMaxLength: 60,
  /** Passkeys one person may keep: a phone, a laptop, a security key or two, with room to spare. */
  passkeysPerUser: 20,
} as const;
