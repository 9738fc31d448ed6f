/** Every SMS provider sends through this one interface; the config picks the provider. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
