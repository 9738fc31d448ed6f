import type { AdminUsersQuery } from '../../shared/api/admin-users.ts';
import type { UserSearch } from './admin-users.repository.ts';

/**
 * What the admin typed, as the repository searches it: names and emails by lower-cased text;
 * phone numbers by their digits, so "(202) 555-0123" finds "+12025550123". A query with fewer
 * than three digits is not a phone number (it would match almost everyone).
 */
export function userSearchOf(query: AdminUsersQuery & { limit: number }): UserSearch {
  const text = query.query?.trim().toLowerCase() || undefined;
  const digits = text?.replace(/\D/g, '') ?? '';
  return {
    ...(text ? { text } : {}),
    ...(digits.length >= 3 ? { digits } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.cursor ? { beforeId: query.cursor } : {}),
    limit: query.limit,
  };
}
