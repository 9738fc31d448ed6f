import { describe, expect, it } from 'vitest';
import { adminUserLabel, joinedOn, pictureIdOf } from './admin-user-labels.ts';

describe('admin user labels', () => {
  it('names a person, a nameless one by their number, and a deleted account as such', () => {
    expect(adminUserLabel({ name: 'Dana Levi', phoneNumber: '+12025550123', isDeleted: false })).toBe('Dana Levi');
    expect(adminUserLabel({ name: null, phoneNumber: '+12025550123', isDeleted: false })).toBe('+12025550123');
    expect(adminUserLabel({ name: null, phoneNumber: '', isDeleted: true })).toBe('Deleted user');
  });

  it('gives the day an account was made, in UTC', () => {
    expect(joinedOn('2026-11-24T23:30:00.000Z')).toBe('Nov 24, 2026');
  });

  it('reads the picture id out of its address, and nothing out of anything else', () => {
    expect(pictureIdOf('/api/pictures/0192f0a0-0000-7000-8000-000000000001')).toBe('0192f0a0-0000-7000-8000-000000000001');
    expect(pictureIdOf(null)).toBeNull();
    expect(pictureIdOf('https://elsewhere.example/a.jpg')).toBeNull();
  });
});
