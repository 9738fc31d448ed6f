/**
 * Reading an Amplitude HTTP V2 upload (`{ api_key, events, options, client_upload_time,
 * request_metadata }`) and the answers Amplitude gives. The SDK reads the `code` of the JSON body,
 * not the HTTP status, so every answer carries both, equal. Pure: no database, no clock.
 */

export const ingestionLimits = {
  maxEventsPerBatch: 2000,
  /** Amplitude's HTTP V2 limit: over it the SDK halves its batch and sends again (413). */
  maxBodyBytes: 1024 * 1024,
  /** Bytes, not characters: event types and ids are indexed, and PostgreSQL's b-tree rows stop at 2704 bytes. */
  eventTypeMaxBytes: 1024,
  idMaxBytes: 256,
  /** Amplitude's default `min_id_length`. */
  userIdMinLength: 5,
  /** Each of event_properties and user_properties, as JSON. */
  propertiesMaxBytes: 32 * 1024,
  contextFieldMaxBytes: 256,
} as const;

/** An event that passed validation, in the shape the repository stores. */
export interface IngestedEvent {
  insertId: string | null;
  eventType: string;
  userId: string | null;
  deviceId: string | null;
  sessionId: number | null;
  /** The device's time; null when the SDK sent none (the receipt time is used). */
  time: number | null;
  eventProperties: string | null;
  userProperties: string | null;
  platform: string | null;
  osName: string | null;
  osVersion: string | null;
  deviceModel: string | null;
  language: string | null;
  library: string | null;
}

export interface AmplitudeAnswer {
  status: 200 | 400 | 403 | 413 | 429 | 500;
  body: { code: number } & Record<string, unknown>;
  /** For a 429 of a budget: when it refills (the SDK itself waits 30 s and sends again). */
  retryAfterSeconds?: number;
}

type FieldIndexes = Record<string, number[]>;

export const amplitudeAnswers = {
  success: (eventsIngested: number, payloadSizeBytes: number, serverUploadTime: number): AmplitudeAnswer => ({
    status: 200,
    body: { code: 200, events_ingested: eventsIngested, payload_size_bytes: payloadSizeBytes, server_upload_time: serverUploadTime },
  }),
  /** The SDK drops the whole batch when `missing_field` is set. */
  missingField: (field: 'api_key' | 'events'): AmplitudeAnswer => ({
    status: 400,
    body: { code: 400, error: 'Request missing required field', missing_field: field },
  }),
  /** The SDK drops the whole batch when the error starts with "Invalid API key". */
  invalidApiKey: (key: unknown): AmplitudeAnswer => ({
    status: 400,
    body: { code: 400, error: `Invalid API key: ${String(key).slice(0, 100)}` },
  }),
  /** The SDK drops the listed events and sends the others again. */
  invalidEvents: (invalid: FieldIndexes, missing: FieldIndexes): AmplitudeAnswer => {
    const hasMissing = Object.keys(missing).length > 0;
    return {
      status: 400,
      body: {
        code: 400,
        error: hasMissing ? 'Request missing required field' : 'Invalid field values on some events',
        ...(Object.keys(invalid).length > 0 ? { events_with_invalid_fields: invalid } : {}),
        ...(hasMissing ? { events_with_missing_fields: missing } : {}),
      },
    };
  },
  /**
   * Admin sessions are never tracked (pinned by ingestion.api.test.ts); the web app sends
   * nothing for them, and this is the server's backstop. Amplitude has no 403 the SDK understands: a 400 without
   * `missing_field` makes it drop exactly the events listed and retry the rest, so every event
   * is listed as silenced (Amplitude's own field for devices it was told to ignore) and the SDK
   * drops the whole batch without retrying.
   */
  adminSessionSilenced: (events: readonly IngestedEvent[]): AmplitudeAnswer => ({
    status: 400,
    body: {
      code: 400,
      error: 'Admin sessions are not tracked',
      silenced_devices: [...new Set(events.flatMap((event) => (event.deviceId === null ? [] : [event.deviceId])))],
      silenced_events: events.map((_, index) => index),
    },
  }),
  /** The SDK halves its batch and tries again; a single event is dropped. */
  payloadTooLarge: (): AmplitudeAnswer => ({ status: 413, body: { code: 413, error: 'Payload too large' } }),
  /** The SDK sends the throttled events again 30 s later. */
  throttled: (
    epsThreshold: number,
    devices: Record<string, number>,
    users: Record<string, number>,
    eventIndexes: number[],
  ): AmplitudeAnswer => ({
    status: 429,
    body: {
      code: 429,
      error: 'Too many requests for some devices and users',
      eps_threshold: epsThreshold,
      throttled_devices: devices,
      throttled_users: users,
      throttled_events: eventIndexes,
      exceeded_daily_quota_users: {},
      exceeded_daily_quota_devices: {},
    },
  }),
  /**
   * A budget of the sender or of the whole server is spent: every event of the batch is listed
   * as throttled, so the SDK keeps them and sends them again 30 s later (up to its retry limit).
   */
  overBudget: (eventCount: number, epsThreshold: number, error: string, retryAfterSeconds: number): AmplitudeAnswer => {
    const everyEvent = Array.from({ length: eventCount }, (_, index) => index);
    const throttled = amplitudeAnswers.throttled(epsThreshold, {}, {}, everyEvent);
    return { ...throttled, body: { ...throttled.body, error }, retryAfterSeconds };
  },
  /** Any other refusal (unreadable body, cross-site request), in the shape the SDK parses. */
  error: (status: 400 | 403 | 500, error: string): AmplitudeAnswer => ({ status, body: { code: status, error } }),
};

export type BatchReading = { ok: true; events: IngestedEvent[] } | { ok: false; answer: AmplitudeAnswer };

/** Checks the key, the batch size and every event; any invalid event refuses the whole batch, as Amplitude does. */
export function readBatch(body: unknown, acceptedApiKey: string): BatchReading {
  const upload = isPlainObject(body) ? body : {};
  const apiKey = upload.api_key;
  if (apiKey === undefined || apiKey === null || apiKey === '') return refuse(amplitudeAnswers.missingField('api_key'));
  if (apiKey !== acceptedApiKey) return refuse(amplitudeAnswers.invalidApiKey(apiKey));
  const rawEvents = upload.events;
  if (!Array.isArray(rawEvents) || rawEvents.length === 0) return refuse(amplitudeAnswers.missingField('events'));
  if (rawEvents.length > ingestionLimits.maxEventsPerBatch) return refuse(amplitudeAnswers.payloadTooLarge());

  const invalid: FieldIndexes = {};
  const missing: FieldIndexes = {};
  const events = rawEvents.map((raw, index) => readEvent(raw, index, invalid, missing));
  if (Object.keys(invalid).length > 0 || Object.keys(missing).length > 0) {
    return refuse(amplitudeAnswers.invalidEvents(invalid, missing));
  }
  return { ok: true, events };
}

const refuse = (answer: AmplitudeAnswer): BatchReading => ({ ok: false, answer });

function readEvent(raw: unknown, index: number, invalid: FieldIndexes, missing: FieldIndexes): IngestedEvent {
  const event = isPlainObject(raw) ? raw : {};
  const flag = (into: FieldIndexes, field: string) => (into[field] ??= []).push(index);
  const text = (field: string, maxBytes: number, minLength = 0): string | null => {
    const value = event[field];
    if (isAbsent(value)) return null;
    if (typeof value !== 'string' || value.length < minLength || Buffer.byteLength(value) > maxBytes) {
      flag(invalid, field);
      return null;
    }
    return value;
  };
  const integer = (field: string, min: number): number | null => {
    const value = event[field];
    if (isAbsent(value)) return null;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      flag(invalid, field);
      return null;
    }
    return value;
  };
  const properties = (field: string): string | null => {
    const value = event[field];
    if (isAbsent(value)) return null;
    const json = isPlainObject(value) ? JSON.stringify(value) : undefined;
    if (json === undefined || Buffer.byteLength(json) > ingestionLimits.propertiesMaxBytes) {
      flag(invalid, field);
      return null;
    }
    return json;
  };

  if (isAbsent(event.event_type)) flag(missing, 'event_type');
  const eventType = text('event_type', ingestionLimits.eventTypeMaxBytes) ?? '';
  const userId = text('user_id', ingestionLimits.idMaxBytes, ingestionLimits.userIdMinLength);
  const deviceId = text('device_id', ingestionLimits.idMaxBytes);
  if (isAbsent(event.user_id) && isAbsent(event.device_id)) flag(missing, 'user_id_or_device_id');
  const context = ingestionLimits.contextFieldMaxBytes;
  return {
    insertId: text('insert_id', ingestionLimits.idMaxBytes),
    eventType,
    userId,
    deviceId,
    // The SDK sends -1 for "no session".
    sessionId: integer('session_id', -1),
    time: integer('time', 0),
    eventProperties: properties('event_properties'),
    userProperties: properties('user_properties'),
    platform: text('platform', context),
    osName: text('os_name', context),
    osVersion: text('os_version', context),
    deviceModel: text('device_model', context),
    language: text('language', context),
    library: text('library', context),
  };
}

/**
 * Whose events these are. A batch speaks for the person signed in on the browser that sent it,
 * or for nobody: a user id other than the caller's own (any user id when nobody is signed in) is
 * never stored. An event that also names its device is kept under the device alone, as the SDK
 * sends events it queued before a sign-out or after its access cookie lapsed; one with only the
 * foreign user id is refused by index (`user_id`), which makes the SDK drop that event alone.
 * Which id was named, an admin's or anyone's, changes nothing in the answer.
 */
export function attributeToCaller(
  events: readonly IngestedEvent[],
  callerUserId: string | null,
): { ok: true; events: IngestedEvent[] } | { ok: false; answer: AmplitudeAnswer } {
  const unattributable: number[] = [];
  const attributed = events.map((event, index) => {
    if (event.userId === null || event.userId === callerUserId) return event;
    if (event.deviceId === null) unattributable.push(index);
    return { ...event, userId: null };
  });
  if (unattributable.length > 0) return { ok: false, answer: amplitudeAnswers.invalidEvents({ user_id: unattributable }, {}) };
  return { ok: true, events: attributed };
}

/** The bytes an event takes in the database, near enough: its text, 8 per number. What the byte budgets count. */
export function storedBytes(event: IngestedEvent): number {
  let bytes = 3 * 8;
  for (const text of [
    event.insertId,
    event.eventType,
    event.userId,
    event.deviceId,
    event.eventProperties,
    event.userProperties,
    event.platform,
    event.osName,
    event.osVersion,
    event.deviceModel,
    event.language,
    event.library,
  ]) {
    if (text !== null) bytes += Buffer.byteLength(text);
  }
  return bytes;
}

/**
 * Who the rate limit counts an event against: its device, or its user when the SDK sent no
 * device id; the prefix keeps a user id from sharing a budget with an equal device id.
 */
export function throttleKey(event: IngestedEvent): string {
  return event.deviceId !== null ? `device:${event.deviceId}` : `user:${event.userId}`;
}

/** The 429 for a batch whose devices (keys of `throttleKey`) went over, with their rates. */
export function throttledAnswer(events: IngestedEvent[], over: ReadonlyMap<string, number>, epsThreshold: number): AmplitudeAnswer {
  const devices: Record<string, number> = {};
  const users: Record<string, number> = {};
  for (const [key, rate] of over) {
    if (key.startsWith('device:')) devices[key.slice('device:'.length)] = rate;
    else users[key.slice('user:'.length)] = rate;
  }
  const indexes = events.flatMap((event, index) => (over.has(throttleKey(event)) ? [index] : []));
  return amplitudeAnswers.throttled(epsThreshold, devices, users, indexes);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
