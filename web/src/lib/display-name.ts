/**
 * A person as the screens name them: their name; "Deleted user" once their account is gone (their
 * messages stay); "Someone" when they have not given a name.
 */
export function displayName(person: { name: string | null; deleted?: boolean } | undefined): string {
  if (person?.deleted) return 'Deleted user';
  return person?.name?.trim() || 'Someone';
}
