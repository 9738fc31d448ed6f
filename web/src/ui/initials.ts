/** Up to two initials of a name ("Ana Maria Lima" → "AM"), for a person without a picture. */
export function initialsOf(name: string | null): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
