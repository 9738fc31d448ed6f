/** A person as the screens name them: their name, or "Someone" when they have not given one. */
export function displayName(person: { name: string | null } | undefined): string {
  return person?.name?.trim() || 'Someone';
}
