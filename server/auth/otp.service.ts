import type { Logger } from 'pino';
import { limits } from '../../shared/limits.ts';
import { toE164 } from '../../shared/phone-number.ts';
import type { Config } from '../config.ts';
import { networkOf } from '../help/visitor-limits.ts';
import { ApiError, badRequest, tooManyRequests } from '../http/api-error.ts';
import type { RateDecision, RateLimit, RateLimiter } from '../realtime/rate-limiter.ts';
import type { OtpRepository } from './otp.repository.ts';
import { generateOtpCode, hashOtpCode, otpHashesMatch } from './otp-code.ts';
import { countryOf, numberBlock, resendWaitSeconds, signInBudgets } from './sign-in-budgets.ts';
import type { SmsSender } from './sms/sms-sender.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** How long the countries of the hosts' events are reused before they are read again. */
const allowedCountriesTtlMs = 5 * minute;

export type SignInSmsSettings = Config['signInSms'];

/** The counters of sign-in codes, each in process or shared by every instance on Redis. */
interface OtpLimiters {
  address: RateLimiter;
  network: RateLimiter;
  numberHour: RateLimiter;
  numberDay: RateLimiter;
  block: RateLimiter;
  country: RateLimiter;
  totalHour: RateLimiter;
  totalDay: RateLimiter;
  triesAddress: RateLimiter;
  triesAddressDay: RateLimiter;
  triesNetwork: RateLimiter;
  triesNumber: RateLimiter;
}

function createOtpLimiters(rateLimiter: (name: string, limit: RateLimit) => RateLimiter, sms: SignInSmsSettings): OtpLimiters {
  const b = signInBudgets;
  return {
    address: rateLimiter('otp-address', { limit: b.codesPerAddressPerHour, windowMs: hour }),
    network: rateLimiter('otp-network', { limit: b.codesPerNetworkPerHour, windowMs: hour }),
    numberHour: rateLimiter('otp-number', { limit: b.codesPerNumberPerHour, windowMs: hour }),
    numberDay: rateLimiter('otp-number-day', { limit: b.codesPerNumberPerDay, windowMs: day }),
    block: rateLimiter('otp-block', { limit: b.codesPerBlockPerHour, windowMs: hour }),
    country: rateLimiter('otp-country', { limit: sms.perCountryPerHour, windowMs: hour }),
    totalHour: rateLimiter('otp-total', { limit: sms.perHour, windowMs: hour }),
    totalDay: rateLimiter('otp-total-day', { limit: sms.perDay, windowMs: day }),
    triesAddress: rateLimiter('otp-tries-address', { limit: b.triesPerAddressPerTenMinutes, windowMs: 10 * minute }),
    triesAddressDay: rateLimiter('otp-tries-address-day', { limit: b.triesPerAddressPerDay, windowMs: day }),
    triesNetwork: rateLimiter('otp-tries-network', { limit: b.triesPerNetworkPerDay, windowMs: day }),
    triesNumber: rateLimiter('otp-tries-number', { limit: b.triesPerNumberPerDay, windowMs: day }),
  };
}

/** A total budget of sign-in texts across Tandem ran out. */
export interface SmsBudgetSpent {
  window: 'hour' | 'day';
  limit: number;
  /** When the window that ran out ends (epoch milliseconds). */
  until: number;
}

export interface OtpServiceDependencies {
  otp: OtpRepository;
  sms: SmsSender;
  /** The app's one rate limiter factory: in process, or shared by every instance on Redis. */
  rateLimiter: (name: string, limit: RateLimit) => RateLimiter;
  settings: SignInSmsSettings;
  secret: string;
  defaultRegion: string;
  now: () => number;
  logger: Logger;
  /** Tells the admins that sign-in texts stopped; its failure does not change the answer. */
  onBudgetSpent?: (spent: SmsBudgetSpent) => Promise<void>;
  /** Shown in the SMS so browsers can offer the code (WebOTP's `@host #code` line). */
  appHost: string | undefined;
}

/** What a refused request is told; `total` marks the refusal of a budget across Tandem. */
type Refusal = { code: string; message: string; total?: 'hour' | 'day' };

/**
 * Asks each limiter in turn and stops at the first refusal, answering it with what to say; a
 * refused request spends no later budget.
 */
async function firstRefusal(
  checks: [() => Promise<RateDecision>, Refusal][],
): Promise<(Refusal & { retryAfterSeconds: number }) | undefined> {
  for (const [take, refusal] of checks) {
    const decision = await take();
    if (!decision.allowed) return { ...refusal, retryAfterSeconds: decision.retryAfterSeconds };
  }
  return undefined;
}

const busyRefusal: Refusal = {
  code: 'sms_busy',
  message: 'We are sending too many sign-in codes right now. Try again later.',
};

const tooManyTries: Refusal = {
  code: 'too_many_attempts',
  message: 'Too many wrong codes from your network. Wait a little, then try the newest code again.',
};

/**
 * Sign-in codes: who may get one and when, and whether a given code signs a number in. Budgets
 * are counted per asking address and number together, so a stranger spends their own; the
 * answer to a request never depends on whether an account exists for the number.
 */
export function createOtpService(deps: OtpServiceDependencies) {
  const { otp, now } = deps;
  const limiters = createOtpLimiters(deps.rateLimiter, deps.settings);
  let allowedCountries: { countries: Set<string>; readAt: number } | undefined;
  /** Until when the admins know each total budget is spent, so a flood of refusals tells them once. */
  const toldUntil = { hour: 0, day: 0 };

  function normalize(phoneNumber: string): string {
    const normalized = toE164(phoneNumber, deps.defaultRegion);
    if (!normalized) {
      throw badRequest('invalid_phone_number', 'Enter a valid phone number, with its country code if it is not a US number.');
    }
    return normalized;
  }

  /** The configured countries, else those of the hosts' events and the default region, read again every few minutes. */
  async function countriesAllowed(at: number): Promise<Set<string>> {
    if (deps.settings.allowedCountries) return new Set(deps.settings.allowedCountries);
    if (!allowedCountries || at - allowedCountries.readAt >= allowedCountriesTtlMs) {
      const numbers = await otp.hostedEventNumbers();
      allowedCountries = { countries: new Set([deps.defaultRegion, ...numbers.map(countryOf)]), readAt: at };
    }
    return allowedCountries.countries;
  }

  async function ensureWithinBudgets(phoneNumber: string, ip: string, at: number): Promise<void> {
    const country = countryOf(phoneNumber);
    if (!(await countriesAllowed(at)).has(country)) {
      throw new ApiError(403, 'country_not_allowed', 'Tandem does not send sign-in codes to numbers of this country.');
    }
    const refused = await firstRefusal([
      [
        () => limiters.address.take(ip),
        { code: 'too_many_requests', message: 'Too many codes were asked for from your network. Try again later.' },
      ],
      [
        () => limiters.network.take(networkOf(ip)),
        { code: 'too_many_requests', message: 'Too many codes were asked for from your network. Try again later.' },
      ],
      [
        () => limiters.numberHour.take(phoneNumber),
        {
          code: 'number_busy',
          message: 'Many codes were sent to this number lately. Enter the newest one you received, or try again later.',
        },
      ],
      [
        () => limiters.numberDay.take(phoneNumber),
        {
          code: 'number_busy',
          message: 'Many codes were sent to this number today. Enter the newest one you received, or try again later.',
        },
      ],
      [() => limiters.block.take(numberBlock(phoneNumber)), busyRefusal],
      [() => limiters.country.take(country), busyRefusal],
      [() => limiters.totalHour.take('all'), { ...busyRefusal, total: 'hour' }],
      [() => limiters.totalDay.take('all'), { ...busyRefusal, total: 'day' }],
    ]);
    if (!refused) return;
    if (refused.total) await budgetSpent(refused.total, at, at + refused.retryAfterSeconds * 1000);
    throw tooManyRequests(refused.code, refused.message, refused.retryAfterSeconds);
  }

  async function budgetSpent(window: 'hour' | 'day', at: number, until: number) {
    if (at < toldUntil[window]) return;
    toldUntil[window] = until;
    const limit = window === 'hour' ? deps.settings.perHour : deps.settings.perDay;
    deps.logger.warn({ window, limit, until }, 'the budget of sign-in texts is spent: no code is sent until it refills');
    try {
      await deps.onBudgetSpent?.({ window, limit, until });
    } catch (error) {
      deps.logger.error({ err: error }, 'could not tell the admins that the budget of sign-in texts is spent');
    }
  }

  return {
    async requestCode(rawPhoneNumber: string, ip: string) {
      const phoneNumber = normalize(rawPhoneNumber);
      const at = now();
      // This address's own doubling wait for this number comes first: a request too soon spends nothing.
      const previous = await otp.pairCode(phoneNumber, ip);
      const sendsThisHour = previous && at - previous.first_sent_at < hour ? previous.sends : 0;
      const readyAt = previous ? Number(previous.created_at) + resendWaitSeconds(sendsThisHour) * 1000 : at;
      if (readyAt > at) {
        throw tooManyRequests(
          'otp_resend_too_soon',
          'A code was just sent. Wait a moment before asking for another.',
          (readyAt - at) / 1000,
        );
      }
      await ensureWithinBudgets(phoneNumber, ip, at);

      const code = generateOtpCode();
      const codeHash = hashOtpCode(deps.secret, phoneNumber, code);
      const stored = await otp.storePairCode(
        {
          phone_number: phoneNumber,
          requester: ip,
          code_hash: codeHash,
          expires_at: at + limits.otpValidSeconds * 1000,
          failed_attempts: 0,
          sends: sendsThisHour + 1,
          first_sent_at: sendsThisHour > 0 ? Number(previous!.first_sent_at) : at,
          created_at: at,
        },
        previous,
      );
      if (!stored) {
        throw tooManyRequests(
          'otp_resend_too_soon',
          'A code was just sent. Wait a moment before asking for another.',
          signInBudgets.firstResendSeconds,
        );
      }
      await otp.pruneCodesCreatedBefore(at - hour);

      const webOtpLine = deps.appHost ? `\n\n@${deps.appHost} #${code}` : '';
      try {
        await deps.sms.send({
          to: phoneNumber,
          body: `${code} is your Tandem code. It expires in ${limits.otpValidSeconds / 60} minutes.${webOtpLine}`,
        });
      } catch (error) {
        await otp.deletePairCode(phoneNumber, ip, codeHash);
        throw new ApiError(502, 'sms_failed', 'We could not send the code just now. Try again in a moment.', {}, error);
      }
      return { phoneNumber, resendAfterSeconds: resendWaitSeconds(sendsThisHour + 1), expiresInSeconds: limits.otpValidSeconds };
    },

    /**
     * Answers the E.164 number the code belongs to, or refuses; a code signs in only once. The
     * code may be any of the number's newest live codes, whoever asked for it (the phone holds
     * them all, and a phone's address changes); tries are counted per address and number, so a
     * stranger's wrong codes use up the stranger's tries, not the owner's code.
     */
    async verifyCode(rawPhoneNumber: string, code: string, ip: string): Promise<string> {
      const phoneNumber = normalize(rawPhoneNumber);
      const refused = await firstRefusal([
        [() => limiters.triesAddress.take(`${phoneNumber}:${ip}`), tooManyTries],
        [() => limiters.triesAddressDay.take(`${phoneNumber}:${ip}`), tooManyTries],
        [() => limiters.triesNetwork.take(`${phoneNumber}:${networkOf(ip)}`), tooManyTries],
        [
          () => limiters.triesNumber.take(phoneNumber),
          { code: 'too_many_attempts', message: 'Too many codes were tried for this number today. Try again tomorrow.' },
        ],
      ]);
      if (refused) throw tooManyRequests(refused.code, refused.message, refused.retryAfterSeconds);

      const live = await otp.liveCodes(phoneNumber, now(), signInBudgets.liveCodesPerNumber);
      if (live.length === 0) throw badRequest('code_expired', 'This code has expired. Ask for a new one.');
      const given = hashOtpCode(deps.secret, phoneNumber, code);
      const match = live.find((row) => otpHashesMatch(row.code_hash, given));
      if (!match) {
        await otp.recordWrongTry(
          phoneNumber,
          live.map((row) => row.code_hash),
          signInBudgets.wrongTriesPerCode,
        );
        throw badRequest('invalid_code', 'That code is not right. Check the newest text from Tandem and try again.');
      }
      if (!(await otp.consumeCode(phoneNumber, match.code_hash))) {
        throw badRequest('code_expired', 'This code has already been used. Ask for a new one.');
      }
      // A code its owner typed was no pumping: it gives back what it cost the address that asked
      // for it, so a venue's shared Wi-Fi signs in a whole crowd while the codes nobody types
      // still run out that address's budget. The number's, block's and totals' budgets stay spent.
      await Promise.all([limiters.address.take(match.requester, -1), limiters.network.take(networkOf(match.requester), -1)]);
      return phoneNumber;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
