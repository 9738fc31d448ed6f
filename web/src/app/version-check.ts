/**
 * Tells a running app that a newer build is out: `/p/version.json` is read at start and every
 * five minutes; the version seen first is the one running, and any later, different version is
 * reported once. A failed or unreadable check is logged and ignored. Pinned by version-check.test.ts.
 */

export const versionCheckIntervalMs = 300_000;
export const versionManifestPath = '/p/version.json';

export interface VersionCheckOptions {
  fetch: typeof fetch;
  /** Called once for each newly seen version that differs from the running one. */
  onUpdateAvailable: (version: string) => void;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

async function readVersion(
  fetchManifest: typeof fetch,
  now: () => number,
  log: NonNullable<VersionCheckOptions['log']>,
): Promise<string | null> {
  try {
    // The timestamp and both cache settings keep every proxy and the browser from answering old news.
    const response = await fetchManifest(`${versionManifestPath}?t=${now()}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
    });
    if (!response.ok) {
      log(`Version check failed with status ${response.status}.`);
      return null;
    }
    const manifest: unknown = await response.json();
    const version = typeof manifest === 'object' && manifest !== null ? (manifest as { version?: unknown }).version : undefined;
    if (typeof version !== 'string' || version === '') {
      log('Version manifest has no version.', manifest);
      return null;
    }
    return version;
  } catch (error) {
    log('Version check failed.', error);
    return null;
  }
}

/** Starts checking at once and on every interval; returns the function that stops it. */
export function startVersionCheck({
  fetch: fetchManifest,
  onUpdateAvailable,
  now = Date.now,
  log = (message, detail) => console.warn(message, detail ?? ''),
}: VersionCheckOptions): () => void {
  let runningVersion: string | null = null;
  let lastReported: string | null = null;
  let stopped = false;

  async function check() {
    const version = await readVersion(fetchManifest, now, log);
    if (stopped || version === null) return;
    if (runningVersion === null) {
      runningVersion = version;
      return;
    }
    if (version !== runningVersion && version !== lastReported) {
      lastReported = version;
      onUpdateAvailable(version);
    }
  }

  void check();
  const timer = setInterval(() => void check(), versionCheckIntervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
