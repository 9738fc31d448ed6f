import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../../../../shared/api/events.ts';
import { checkEventForm, emptyEventForm, eventToForm, type EventFormValues } from './event-form.ts';

const filled: EventFormValues = {
  ...emptyEventForm('Europe/Paris'),
  name: '  Founders dinner ',
  description: 'Good food, good people.',
  startDate: '2026-12-01',
  startTime: '18:00',
  endDate: '2026-12-01',
  endTime: '22:30',
  place: 'Le Comptoir, Paris',
};

describe('checkEventForm', () => {
  it('builds the API body with instants in the chosen zone', () => {
    const check = checkEventForm(filled);
    expect(check).toEqual({
      ok: true,
      body: {
        name: 'Founders dinner',
        description: 'Good food, good people.',
        startsAt: '2026-12-01T18:00:00+01:00',
        endsAt: '2026-12-01T22:30:00+01:00',
        timeZone: 'Europe/Paris',
        place: 'Le Comptoir, Paris',
        onlineUrl: null,
        capacity: null,
      },
    });
  });

  it('takes a capacity and an online link instead of a place', () => {
    const check = checkEventForm({ ...filled, place: ' ', onlineUrl: 'https://meet.example.com/x', capacity: '40' });
    expect(check.ok && check.body).toMatchObject({ place: null, onlineUrl: 'https://meet.example.com/x', capacity: 40 });
  });

  it("refuses what the server refuses, with the server's words", () => {
    const check = checkEventForm({ ...filled, name: ' ', place: '', onlineUrl: 'http://insecure.example.com', capacity: '0' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Give the event a name.',
        onlineUrl: 'The online link must be an https:// address.',
        capacity: 'The capacity is at least 1.',
      },
    });
  });

  it('wants a place or an online link, whatever else is wrong', () => {
    expect(checkEventForm({ ...filled, name: '', place: '' })).toEqual({
      ok: false,
      errors: { name: 'Give the event a name.', place: 'Give a place, an online link, or both.' },
    });
  });

  it('wants the end after the start, and real dates and zones', () => {
    expect(checkEventForm({ ...filled, endTime: '17:00' })).toEqual({
      ok: false,
      errors: { endDate: 'The event must end after it starts.' },
    });
    expect(checkEventForm({ ...filled, startDate: '', endDate: '2026-02-30' })).toEqual({
      ok: false,
      errors: { startDate: 'Choose the date and time the event starts.', endDate: 'Choose the date and time the event ends.' },
    });
    expect(checkEventForm({ ...filled, timeZone: 'Paris' })).toMatchObject({
      ok: false,
      errors: { timeZone: 'Choose a time zone from the list: type a city, such as Paris.' },
    });
    expect(checkEventForm({ ...filled, capacity: '12.5' })).toMatchObject({
      ok: false,
      errors: { capacity: 'The capacity is a whole number.' },
    });
  });
});

describe('eventToForm', () => {
  it('shows the event in its own zone', () => {
    const event = {
      name: 'Offsite',
      description: '',
      startsAt: '2026-07-01T07:00:00Z',
      endsAt: '2026-07-03T15:00:00Z',
      timeZone: 'America/New_York',
      place: null,
      onlineUrl: 'https://meet.example.com/offsite',
      capacity: 25,
    } as EventDetails;
    expect(eventToForm(event)).toEqual({
      name: 'Offsite',
      description: '',
      startDate: '2026-07-01',
      startTime: '03:00',
      endDate: '2026-07-03',
      endTime: '11:00',
      timeZone: 'America/New_York',
      place: '',
      onlineUrl: 'https://meet.example.com/offsite',
      capacity: '25',
    });
  });
});
