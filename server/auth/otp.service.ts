import { limits } from '../../shared/limits.ts';
import { ApiError, badRequest, tooManyRequests } from '../http/api-error.ts';
import type { OtpRepository } from './otp.repository.ts';
import { generateOtpCode, hashOtpCode, otpHashesMatch } from './otp-code.ts';
import { toE164 } from '../../shared/phone-number.ts';
import type { SmsSender } from './sms/sms-sender.ts';

const hour = 60 * 60 * 1000;

export interface OtpServiceDependencies {
  otp: OtpRepository;
  sms: SmsSender;
  secret: string;
  defaultRegion: string;
  now: () => number;
  /** Shown in the SMS so browsers can offer the code (WebOTP's `@host #code` line). */
  appHost: string | undefined;
}

/**
 * Sign-in codes: who may get one and when, and whether a given code signs a number in.
 * The answer to a request never depends on whether an account exists for the number.
 */
export function createOtpService(deps: OtpServiceDependencies) {
  const { otp, now } = deps;

  function normalize(phoneNumber: string): string {
    const normalized = toE164(phoneNumber, deps.defaultRegion);
    if (!normalized) {
      throw badRequest('invalid_phone_number', 'Enter a valid phone number, with its country code if it is not a US number.');
    }
    return normalized;
  }

  async function ensureWithinBudget(phoneNumber: string, ip: string, at: number): Promise<void> {
    const hourAgo = at - hour;
    const byIp = await otp.countRequestsSince({ ip }, hourAgo);
    if (byIp.count >= limits.otpPerIpPerHour) {
      throw tooManyRequests(
        'too_many_requests',
        'Too many codes were asked for from this network. Try again later.',
        ((byIp.oldest ?? at) + hour - at) / 1000,
      );
    }
    const byNumber = await otp.countRequestsSince({ phoneNumber }, hourAgo);
    if (byNumber.count >= limits.otpPerNumberPerHour) {
      throw tooManyRequests(
        'too_many_requests',
        'Too many codes were sent to this number. Try again later.',
        ((byNumber.oldest ?? at) + hour - at) / 1000,
      );
    }
  }

  return {
    async requestCode(rawPhoneNumber: string, ip: string) {
      const phoneNumber = normalize(rawPhoneNumber);
      const at = now();
      await ensureWithinBudget(phoneNumber, ip, at);

      const code = generateOtpCode();
      const stored = await otp.replaceCodeIfCooledDown(
        {
          phoneNumber,
          hash: hashOtpCode(deps.secret, phoneNumber, code),
          expiresAt: at + limits.otpValidSeconds * 1000,
          createdAt: at,
        },
        at - limits.otpResendSeconds * 1000,
      );
      if (!stored) {
        const current = await otp.findCode(phoneNumber);
        const waitMs = (current?.created_at ?? at) + limits.otpResendSeconds * 1000 - at;
        throw tooManyRequests('otp_resend_too_soon', 'A code was just sent. Wait a moment before asking for another.', waitMs / 1000);
      }
      await otp.recordRequest(phoneNumber, ip, at);
      await otp.pruneRequestsBefore(at - 2 * hour);

      const webOtpLine = deps.appHost ? `\n\n@${deps.appHost} #${code}` : '';
      try {
        await deps.sms.send({
          to: phoneNumber,
          body: `${code} is your Tandem code. It expires in ${limits.otpValidSeconds / 60} minutes.${webOtpLine}`,
        });
      } catch (error) {
        await otp.deleteCode(phoneNumber);
        throw new ApiError(502, 'sms_failed', 'We could not send the code just now. Try again in a moment.', {}, error);
      }
      return { phoneNumber, resendAfterSeconds: limits.otpResendSeconds, expiresInSeconds: limits.otpValidSeconds };
    },

    /** Answers the E.164 number the code belongs to, or refuses; a code signs in only once. */
    async verifyCode(rawPhoneNumber: string, code: string): Promise<string> {
      const phoneNumber = normalize(rawPhoneNumber);
      const current = await otp.findCode(phoneNumber);
      if (!current || current.expires_at <= now()) {
        throw badRequest('code_expired', 'This code has expired. Ask for a new one.');
      }
      if (current.failed_attempts >= limits.otpMaxFailedAttempts) {
        throw new ApiError(429, 'too_many_attempts', 'Too many wrong codes. Ask for a new one.');
      }
      if (!otpHashesMatch(current.code_hash, hashOtpCode(deps.secret, phoneNumber, code))) {
        const failed = await otp.recordFailedAttempt(phoneNumber, current.code_hash);
        const left = limits.otpMaxFailedAttempts - failed;
        if (left <= 0) {
          throw new ApiError(429, 'too_many_attempts', 'Too many wrong codes. Ask for a new one.');
        }
        throw badRequest('invalid_code', `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      if (!(await otp.consumeCode(phoneNumber, current.code_hash))) {
        throw badRequest('code_expired', 'This code has already been used. Ask for a new one.');
      }
      return phoneNumber;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
