import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { cleanProperties, errorProperties, eventProperties, isAdminRole, userTraits } from './event-properties.ts';

describe('eventProperties', () => {
  it('cuts strings, in arrays too, to 1024 characters', () => {
    const long = 'a'.repeat(1025);
    expect(eventProperties({ text: long, list: [long, 'b'] })).toEqual({
      source: 'web',
      text: 'a'.repeat(1024),
      list: ['a'.repeat(1024), 'b'],
    });
    expect(eventProperties({ text: 'a'.repeat(1024) }).text).toHaveLength(1024);
  });

  it('skips null, undefined, empty strings and numbers JSON cannot carry; keeps false, 0 and []', () => {
    expect(eventProperties({ a: null, b: undefined, c: '', d: Number.NaN, e: false, f: 0, g: [], h: ['', 'x'] })).toEqual({
      source: 'web',
      e: false,
      f: 0,
      g: [],
      h: ['x'],
    });
  });

  it('puts a default source first when there is none, and keeps a given one', () => {
    expect(Object.keys(eventProperties({ a: 1 }))).toEqual(['source', 'a']);
    expect(eventProperties({ source: 'chat' }).source).toBe('chat');
    expect(eventProperties({ source: '' }).source).toBe('web');
  });

  it('sends at most 1000 property keys, source included', () => {
    const many = Object.fromEntries(Array.from({ length: 1200 }, (_, index) => [`key${index}`, index]));
    const sent = eventProperties(many);
    expect(Object.keys(sent)).toHaveLength(1000);
    expect(sent.source).toBe('web');
    expect(sent.key998).toBe(998);
    expect(sent.key999).toBeUndefined();
  });
});

describe('cleanProperties', () => {
  it('adds no source', () => {
    expect(cleanProperties({ Name: 'Dana', Email: null })).toEqual({ Name: 'Dana' });
  });
});

describe('userTraits', () => {
  it('names the traits exactly as the analytics dashboards know them', () => {
    const user: CurrentUser = {
      id: 'u1',
      role: 'USER',
      name: 'Dana',
      email: null,
      phone_number: '+12025550123',
      linkedin: 'https://linkedin.com/in/dana',
      picture_id: null,
      notificationPreferences: ['SMS', 'EMAIL'],
      generalDossier: null,
    };
    expect(userTraits(user)).toEqual({
      Name: 'Dana',
      Email: null,
      Phone: '+12025550123',
      Linkedin: 'https://linkedin.com/in/dana',
      'Has Profile Picture': false,
      'Notification Preferences': ['SMS', 'EMAIL'],
      Role: 'USER',
    });
  });
});

describe('isAdminRole', () => {
  it('recognises ADMIN in any case', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('Admin')).toBe(true);
    expect(isAdminRole('USER')).toBe(false);
  });
});

describe('errorProperties', () => {
  it('describes values that are not Errors', () => {
    expect(errorProperties('offline', { description: 'd', location: 'l' })).toMatchObject({
      error_name: 'NonError',
      error_message: 'offline',
      error_stack: undefined,
    });
    expect(errorProperties({ name: 'ApiLike', message: 'Server said no' }, { description: 'd', location: 'l' })).toMatchObject({
      error_name: 'ApiLike',
      error_message: 'Server said no',
    });
    expect(errorProperties(42, { description: 'd', location: 'l' }).error_message).toBe('42');
  });

  it('fills the three data slots, JSON for objects, nothing for missing ones', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorProperties(new Error('x'), { description: 'd', location: 'l', data: [7, circular, undefined, 'ignored'] })).toMatchObject({
      data1: 7,
      data2: '[object Object]',
      data3: undefined,
    });
  });
});
