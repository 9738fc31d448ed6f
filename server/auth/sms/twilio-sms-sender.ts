import { SmsDeliveryError, type SmsSender } from './sms-sender.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 form, or a Messaging Service SID (MG…). */
  from: string;
  apiUrl: string;
}

/**
 * Twilio's Messages REST API, called with fetch: one form-encoded POST is all Tandem needs,
 * which does not justify the weight of Twilio's SDK.
 */
export function createTwilioSmsSender(settings: TwilioSettings, timeoutMs = 10_000): SmsSender {
  const endpoint = new URL(`/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, settings.apiUrl);
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError('Twilio could not be reached', { cause: error });
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
