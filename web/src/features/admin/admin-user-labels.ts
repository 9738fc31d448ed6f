import type { AdminUserRow } from '../../../../shared/api/admin-users.ts';

/** How the admin pages name a person: a deleted account says so, a nameless one shows its number. */
export function adminUserLabel(user: Pick<AdminUserRow, 'name' | 'phoneNumber' | 'isDeleted'>): string {
  if (user.isDeleted) return 'Deleted user';
  return user.name ?? user.phoneNumber;
}

/** "May 12, 2026", in UTC: when an account was made. */
export function joinedOn(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** The picture id in the API's `/api/pictures/{id}` address, which the Avatar takes. */
export function pictureIdOf(pictureUrl: string | null): string | null {
  return pictureUrl?.match(/^\/api\/pictures\/([^/?#]+)$/)?.[1] ?? null;
}
