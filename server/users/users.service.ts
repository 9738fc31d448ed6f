import type { UpdateCurrentUser } from '../../shared/api/users.ts';
import { newId } from '../db/ids.ts';
import type { UserUpdate } from '../db/schema.ts';
import type { UsersRepository, UserWithDossier } from './users.repository.ts';

export interface UsersServiceDependencies {
  users: UsersRepository;
  adminPhones: string[];
  now: () => number;
}

/** Accounts: created on first sign-in, made ADMIN by ADMIN_PHONES, edited by their owner. */
export function createUsersService({ users, adminPhones, now }: UsersServiceDependencies) {
  async function signIn(phoneNumber: string): Promise<{ user: UserWithDossier; isNewUser: boolean }> {
    const isAdminPhone = adminPhones.includes(phoneNumber);
    const existing = await users.findByPhone(phoneNumber);
    if (existing) {
      if (isAdminPhone && existing.role !== 'ADMIN') {
        await users.update(existing.id, { role: 'ADMIN', updated_at: now() });
        return { user: { ...existing, role: 'ADMIN' }, isNewUser: false };
      }
      return { user: existing, isNewUser: false };
    }
    const at = now();
    const inserted = await users.insertIfAbsent({
      id: newId(),
      role: isAdminPhone ? 'ADMIN' : 'USER',
      phone_number: phoneNumber,
      name: null,
      email: null,
      linkedin: null,
      picture_id: null,
      notification_preferences: JSON.stringify(['SMS']),
      is_creator: 0,
      is_blocked: 0,
      deleted_at: null,
      created_at: at,
      updated_at: at,
    });
    const created = await users.findByPhone(phoneNumber);
    if (!created) throw new Error(`user for ${phoneNumber} vanished right after its creation`);
    return { user: created, isNewUser: inserted };
  }

  return {
    signIn,
    exists: (userId: string) => users.exists(userId),
    findById: (userId: string) => users.findById(userId),

    async updateProfile(userId: string, changes: UpdateCurrentUser & { linkedin?: string | null }): Promise<UserWithDossier> {
      const update: UserUpdate = { updated_at: now() };
      if (changes.name !== undefined) update.name = changes.name;
      if (changes.email !== undefined) update.email = changes.email;
      if (changes.linkedin !== undefined) update.linkedin = changes.linkedin;
      if (changes.notificationPreferences !== undefined) {
        update.notification_preferences = JSON.stringify([...new Set(changes.notificationPreferences)]);
      }
      await users.update(userId, update);
      return (await users.findById(userId))!;
    },

    /** Sets the user's picture, answering the one it replaces (null when there was none). */
    async setPicture(userId: string, pictureId: string): Promise<string | null> {
      const previous = (await users.findById(userId))?.picture_id ?? null;
      await users.update(userId, { picture_id: pictureId, updated_at: now() });
      return previous;
    },

    async grantAdmin(phoneNumber: string): Promise<UserWithDossier> {
      const { user } = await signIn(phoneNumber);
      if (user.role === 'ADMIN') return user;
      await users.update(user.id, { role: 'ADMIN', updated_at: now() });
      return { ...user, role: 'ADMIN' };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
