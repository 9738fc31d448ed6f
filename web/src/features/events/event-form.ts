import { createEventSchema, type CreateEvent, type EventDetails } from '../../../../shared/api/events.ts';
import { isoToZonedTime, isValidTimeZone, zonedTimeToIso } from '../../../../shared/time-zones.ts';

/**
 * The create/edit form as typed, and its check. The body is checked with the API's own schema,
 * so the form refuses exactly what the server would, with the server's sentences.
 */

export type EventFormValues = {
  name: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  place: string;
  onlineUrl: string;
  capacity: string;
};

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export type EventFormCheck = { ok: true; body: CreateEvent } | { ok: false; errors: EventFormErrors };

export function emptyEventForm(timeZone: string): EventFormValues {
  return {
    name: '',
    description: '',
    startDate: '',
    startTime: '18:00',
    endDate: '',
    endTime: '21:00',
    timeZone,
    place: '',
    onlineUrl: '',
    capacity: '',
  };
}

/** The edit form starts from the event as it is, in its own zone. */
export function eventToForm(event: EventDetails): EventFormValues {
  const start = isoToZonedTime(event.startsAt, event.timeZone);
  const end = isoToZonedTime(event.endsAt, event.timeZone);
  return {
    name: event.name,
    description: event.description,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timeZone: event.timeZone,
    place: event.place ?? '',
    onlineUrl: event.onlineUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
  };
}

/** Where each API field's message shows. */
const fieldOfBodyKey: Record<string, EventFormField> = {
  name: 'name',
  description: 'description',
  startsAt: 'startDate',
  endsAt: 'endDate',
  timeZone: 'timeZone',
  place: 'place',
  onlineUrl: 'onlineUrl',
  capacity: 'capacity',
};

export function checkEventForm(values: EventFormValues): EventFormCheck {
  const errors: EventFormErrors = {};
  const timeZone = values.timeZone.trim();
  if (!isValidTimeZone(timeZone)) errors.timeZone = 'Choose a time zone from the list: type a city, such as Paris.';
  const zone = errors.timeZone ? 'UTC' : timeZone;

  const startsAt = zonedTimeToIso({ date: values.startDate, time: values.startTime }, zone);
  if (startsAt === null) errors.startDate = 'Choose the date and time the event starts.';
  const endsAt = zonedTimeToIso({ date: values.endDate, time: values.endTime }, zone);
  if (endsAt === null) errors.endDate = 'Choose the date and time the event ends.';

  let capacity: number | null = null;
  const capacityText = values.capacity.trim();
  if (capacityText !== '') {
    capacity = /^\d+$/.test(capacityText) ? Number(capacityText) : Number.NaN;
    if (Number.isNaN(capacity)) errors.capacity = 'The capacity is a whole number.';
  }

  const body: CreateEvent = {
    name: values.name,
    description: values.description,
    startsAt: startsAt ?? '',
    endsAt: endsAt ?? '',
    timeZone,
    place: values.place.trim() === '' ? null : values.place,
    onlineUrl: values.onlineUrl.trim() === '' ? null : values.onlineUrl,
    capacity: Number.isNaN(capacity) ? null : capacity,
  };

  // The schema's cross-field rules only run once every field passes; the form says all at once.
  if (!body.place && !body.onlineUrl) errors.place = 'Give a place, an online link, or both.';
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endDate = 'The event must end after it starts.';

  const parsed = createEventSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfBodyKey[String(issue.path[0])];
      // The first message per field; a missing date already has its own.
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.success ? parsed.data : body };
}

/** The order fields appear in, to move focus to the first one in error. */
export const eventFormFieldOrder: EventFormField[] = [
  'name',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'place',
  'onlineUrl',
  'capacity',
];
