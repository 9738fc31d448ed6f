/** Limits both the server and the web app enforce, kept once. */
export const limits = {
  otpLength: 6,
  otpValidSeconds: 10 * 60,
  otpMaxFailedAttempts: 5,
  otpResendSeconds: 30,
  otpPerNumberPerHour: 10,
  otpPerIpPerHour: 30,
  nameMaxLength: 100,
  emailMaxLength: 254,
  linkedinMaxLength: 300,
  pictureMaxBytes: 10 * 1024 * 1024,
  pictureSizePixels: 512,
  jsonBodyMaxBytes: 1024 * 1024,
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
} as const;
