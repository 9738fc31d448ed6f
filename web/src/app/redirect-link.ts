/**
 * The return address a guard hands to the sign-in page: the requested path, query and hash,
 * base64-encoded into the `redirectLink` query parameter of `/`. Paths are the router's own,
 * without the `/p` base path. Pinned by redirect-link.test.ts.
 */

export const redirectLinkParam = 'redirectLink';

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string | null {
  try {
    // A `+` left raw in a query string reads back as a space; base64url spellings are accepted too.
    const binary = atob(encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The base64 return link for a location, or null for an empty or root path (nothing to return
 * to). An existing `redirectLink` parameter is dropped first, so links never nest.
 */
export function encodeRedirectLink(path: string, search: string, hash: string): string | null {
  if (path === '' || path === '/') return null;
  const params = new URLSearchParams(search);
  let query = search.replace(/^\?/, '');
  if (params.has(redirectLinkParam)) {
    params.delete(redirectLinkParam);
    query = params.toString();
  }
  return toBase64(`${path}${query ? `?${query}` : ''}${hash}`);
}

/** Where a guard sends someone it turns away: the sign-in page, with the way back when there is one. */
export function signInRedirectTarget(path: string, search: string, hash: string): string {
  const link = encodeRedirectLink(path, search, hash);
  if (link === null) return '/';
  return `/?${new URLSearchParams({ [redirectLinkParam]: link }).toString()}`;
}

/**
 * Only a path inside this app may come out of a redirect link: it must start with exactly one
 * `/`, so `//evil.example`, `/\evil.example` and `https://…` (an open redirect) are refused.
 */
export function isSafeInAppPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  return !Array.from(path).some(isStrippedByUrlParsers);
}

/** Control characters, the space and DEL: URL parsers strip them, so they could hide a second slash. */
function isStrippedByUrlParsers(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x20 || code === 0x7f;
}

/** The in-app path encoded in the `redirectLink` parameter of `search`, or null if absent or unsafe. */
export function decodeRedirectLink(search: string): string | null {
  const encoded = new URLSearchParams(search).get(redirectLinkParam);
  if (!encoded) return null;
  const path = fromBase64(encoded);
  if (path === null || !isSafeInAppPath(path)) return null;
  return path;
}
