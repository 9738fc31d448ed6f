/**
 * The browser's side of event time zones: which zone the host is in, and which zones the picker
 * offers. Reading a typed wall-clock time in a zone is the rule the server applies too, in
 * `shared/time-zones.ts`.
 */

/** The browser's own zone, the form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for the picker; UTC is always offered. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
