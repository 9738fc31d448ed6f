import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/**
 * Writes `/p/version.json` with this build's version, which the running app polls to tell a
 * user that a newer build is out. The version is the package version, the commit and the build
 * time, so every build differs from the one before it.
 */
export function versionManifest(): Plugin {
  return {
    name: 'tandem-version-manifest',
    apply: 'build',
    generateBundle() {
      const packageVersion = process.env.npm_package_version ?? '0.0.0';
      let commit = 'local';
      try {
        commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      } catch {
        // Not a git checkout (a tarball); the build time still makes the version unique.
      }
      const version = `${packageVersion}+${commit}.${Date.now()}`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}
