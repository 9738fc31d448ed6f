import { describe, expect, it } from 'vitest';
import { userSearchOf } from './user-search.ts';

describe('userSearchOf', () => {
  it('searches names and emails by lower-cased text, and phone numbers by the digits of a number', () => {
    expect(userSearchOf({ query: ' (202) 555-0123 ', limit: 50 })).toEqual({ text: '(202) 555-0123', digits: '2025550123', limit: 50 });
    expect(userSearchOf({ query: 'Dana@Example.com', limit: 10 })).toEqual({ text: 'dana@example.com', limit: 10 });
  });

  it('does not treat one or two digits as a phone number', () => {
    expect(userSearchOf({ query: 'Room 42', limit: 50 })).toEqual({ text: 'room 42', limit: 50 });
  });

  it('leaves out what was not asked, and turns the cursor into "older than"', () => {
    expect(userSearchOf({ query: '  ', limit: 50 })).toEqual({ limit: 50 });
    expect(userSearchOf({ role: 'ADMIN', cursor: 'abc', limit: 5 })).toEqual({ role: 'ADMIN', beforeId: 'abc', limit: 5 });
  });
});
