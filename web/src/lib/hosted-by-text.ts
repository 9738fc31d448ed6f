/** "Hosted by Ana", "Hosted by Ana and Ben", "Hosted by Ana, Ben and Chloé". */
export function hostedByText(hostNames: readonly string[]): string | null {
  if (hostNames.length === 0) return null;
  if (hostNames.length === 1) return `Hosted by ${hostNames[0]}`;
  return `Hosted by ${hostNames.slice(0, -1).join(', ')} and ${hostNames[hostNames.length - 1]}`;
}
