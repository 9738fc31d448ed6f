import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from './sms-sender.ts';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';

describe('the Twilio SMS sender, against a local fake of Twilio', () => {
  const received: { url: string; authorization: string; form: URLSearchParams }[] = [];
  let fail = false;
  let apiUrl: string;
  const fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url!, authorization: request.headers.authorization ?? '', form: new URLSearchParams(body) });
      response.writeHead(fail ? 400 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify(fail ? { code: 21211, message: "The 'To' number is not valid." } : { sid: 'SM123' }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('posts the message form to the account Messages endpoint with basic auth', async () => {
    const sender = createTwilioSmsSender({ accountSid: 'AC123', authToken: 'secret', from: '+12025550100', apiUrl });
    await sender.send({ to: '+12025550123', body: '123456 is your Tandem code.' });
    const request = received.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({ To: '+12025550123', From: '+12025550100', Body: '123456 is your Tandem code.' });
  });

  it('uses a Messaging Service when the sender is one', async () => {
    const sender = createTwilioSmsSender({ accountSid: 'AC123', authToken: 'secret', from: 'MG999', apiUrl });
    await sender.send({ to: '+12025550123', body: 'hi' });
    expect(received.at(-1)!.form.get('MessagingServiceSid')).toBe('MG999');
  });

  it("reports Twilio's refusal as a delivery error", async () => {
    fail = true;
    const sender = createTwilioSmsSender({ accountSid: 'AC123', authToken: 'secret', from: '+12025550100', apiUrl });
    await expect(sender.send({ to: '+12025550123', body: 'hi' })).rejects.toBeInstanceOf(SmsDeliveryError);
    fail = false;
  });
});
