/**
 * Where the help chat's button shows: the login page (with its join links), about, manifesto,
 * home and prospects (the call adds it itself). Never on a chat, whose composer sits where the
 * button would float, nor on pages that are mostly forms at the bottom of a phone's screen.
 */
const publicPaths = [/^\/$/, /^\/(joinEvent|join-event)\/[^/]+\/?$/, /^\/about\/?$/, /^\/manifesto\/?$/];
const signedInPaths = [/^\/home\/?$/, /^\/prospects\/?$/];

export function showsHelp(pathname: string, area: 'public' | 'signed-in'): boolean {
  return (area === 'public' ? publicPaths : signedInPaths).some((path) => path.test(pathname));
}
