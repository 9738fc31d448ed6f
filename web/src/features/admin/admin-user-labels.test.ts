import { describe, expect, it } from 'vitest';
import { adminUserLabel, joinedOn } from './admin-user-labels.ts';

describe('admin user labels', () => {
  it('names a person, a nameless one by their number, and a deleted account as such', () => {
    expect(adminUserLabel({ name: 'Dana Levi', phoneNumber: '+12025550123', isDeleted: false })).toBe('Dana Levi');
    expect(adminUserLabel({ name: null, phoneNumber: '+12025550123', isDeleted: false })).toBe('+12025550123');
    expect(adminUserLabel({ name: null, phoneNumber: '', isDeleted: true })).toBe('Deleted user');
  });

  it('gives the day an account was made, in UTC', () => {
    expect(joinedOn('2026-11-24T23:30:00.000Z')).toBe('Nov 24, 2026');
  });
});
