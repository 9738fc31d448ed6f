import type { CurrentUser } from '../../../../shared/api/users.ts';

/** What every analytics event and user trait goes through before it is sent (pinned by event-properties.test.ts). */
export const analyticsLimits = {
  stringMaxLength: 1024,
  propertyKeysMax: 1000,
  throttleMs: 500,
  errorThrottleMs: 5000,
  /** Events waiting for the first identify; the SDK's own stored queue holds the same number. */
  cachedEventsMax: 1000,
} as const;

/** The `source` an event gets when its caller names none. */
export const defaultEventSource = 'web';

export type PropertyValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type EventProperties = Readonly<Record<string, PropertyValue>>;

export type SentValue = string | number | boolean | (string | number)[];
export type SentProperties = Record<string, SentValue>;

function truncate(value: string): string {
  return value.length > analyticsLimits.stringMaxLength ? value.slice(0, analyticsLimits.stringMaxLength) : value;
}

/** `undefined` means "skip this property": null, undefined, '' and numbers JSON cannot carry. */
function cleanValue(value: PropertyValue): SentValue | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return truncate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  return value.flatMap((item): (string | number)[] => {
    if (typeof item === 'string') return item === '' ? [] : [truncate(item)];
    return Number.isFinite(item) ? [item] : [];
  });
}

/** Empty properties skipped, strings cut to 1024 characters, at most 1000 keys. */
export function cleanProperties(properties: EventProperties, maxKeys: number = analyticsLimits.propertyKeysMax): SentProperties {
  const cleaned: SentProperties = {};
  let keys = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (keys >= maxKeys) break;
    const sent = cleanValue(value);
    if (sent === undefined) continue;
    cleaned[key] = sent;
    keys += 1;
  }
  return cleaned;
}

/** An event's properties as sent: cleaned, with `source` first and defaulted (it counts as a key). */
export function eventProperties(properties: EventProperties): SentProperties {
  const { source, ...rest } = properties;
  const sentSource = cleanValue(source);
  return {
    source: sentSource === undefined ? defaultEventSource : sentSource,
    ...cleanProperties(rest, analyticsLimits.propertyKeysMax - 1),
  };
}

/** The user traits, named exactly as the analytics dashboards know them. */
export function userTraits(user: CurrentUser): EventProperties {
  return {
    Name: user.name,
    Email: user.email,
    Phone: user.phone_number,
    Linkedin: user.linkedin,
    'Has Profile Picture': user.picture_id !== null,
    'Notification Preferences': user.notificationPreferences,
    Role: user.role,
  };
}

/** ADMIN is recognised case-insensitively for analytics, so no admin is ever tracked. */
export function isAdminRole(role: string): boolean {
  return role.toUpperCase() === 'ADMIN';
}

export interface ErrorContext {
  /** What the app was doing, e.g. "Saving the profile picture". */
  description: string;
  /** Where it happened: a screen, component or module name. */
  location: string;
  /** Up to three extra values (sent as data1..data3); objects are sent as JSON. */
  data?: readonly unknown[];
}

function describeData(value: unknown): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function describeError(error: unknown): { name: string; message: string; stack: string | undefined } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    const stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : undefined;
    return { name, message: error.message, stack };
  }
  // Anything can be thrown or rejected; a non-Error still says what happened.
  return { name: 'NonError', message: typeof error === 'string' ? error : String(describeData(error)), stack: undefined };
}

/** The properties of an `Error Occurred` event. */
export function errorProperties(error: unknown, { description, location, data = [] }: ErrorContext): EventProperties {
  const { name, message, stack } = describeError(error);
  return {
    description,
    location,
    data1: describeData(data[0]),
    data2: describeData(data[1]),
    data3: describeData(data[2]),
    error_name: name,
    error_message: message,
    error_stack: stack,
  };
}
