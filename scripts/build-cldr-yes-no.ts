import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npx tsx scripts/build-cldr-yes-no.ts`: writes the words for yes and no in every language the
 * Unicode CLDR lists (`server/concierge/interview/understanding/cldr-yes-no.json`), which the
 * reply reader reads a short reply wholly or opening in another language by (`reply-words.ts`).
 * From cldr-misc-full 48.2.0 (npm, Unicode licence: each locale's POSIX `yesstr`/`nostr`), each in
 * its own script and romanized by any-ascii 0.3.3 (npm, ISC: "όχι" → "ochi", "아니요" →
 * "aniyo"). Left out: one-letter answers ("y", "k'"), what any language has for both, forms with
 * marks that are no word ("ideg.", "t: n"), romanized forms with no vowel ("blh"), and the 20,000 commonest English words ("no", "eye",
 * "sin"), which the reader reads itself. Made once and committed: nothing is downloaded at run time.
 */

const englishKept = 20_000;

/** A CLDR answer as people type it, in its own script and romanized, without the forms that are no word or are English. */
function writtenForms(form: string, anyAscii: (text: string) => string, english: ReadonlySet<string>): string[] {
  const own = form.trim().toLowerCase().normalize('NFC');
  return [...new Set([own, anyAscii(own).toLowerCase()])].filter((written) => {
    const letters = [...written.normalize('NFD').replace(/[^\p{L}]/gu, '')];
    // A romanized abjad without its vowels ("blh" for بله) is no word anyone types.
    const vowelless = /^[\x20-\x7e]+$/.test(written) && !/[aeiouy]/.test(written);
    // Read without its accents, as the reply reader reads it, a form may be English too ("yẹs").
    const plain = written.normalize('NFD').replace(/\p{M}/gu, '');
    return /^[\p{L}\p{M}'’ -]+$/u.test(written) && letters.length >= 2 && !vowelless && !english.has(written) && !english.has(plain);
  });
}
const here = path.dirname(new URL(import.meta.url).pathname);
const folder = mkdtempSync(path.join(tmpdir(), 'cldr-yes-no-'));
try {
  for (const spec of ['cldr-misc-full@48.2.0', 'any-ascii@0.3.3']) {
    execFileSync('npm', ['pack', spec, '--silent'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  execFileSync('mkdir', ['cldr', 'ascii'], { cwd: folder });
  execFileSync('tar', ['xzf', 'cldr-misc-full-48.2.0.tgz', '-C', 'cldr'], { cwd: folder });
  execFileSync('tar', ['xzf', 'any-ascii-0.3.3.tgz', '-C', 'ascii'], { cwd: folder });
  const { default: anyAscii } = (await import(pathToFileURL(path.join(folder, 'ascii', 'package', 'any-ascii.js')).href)) as {
    default: (text: string) => string;
  };
  const english = new Set(
    readFileSync(path.join(here, '..', 'server', 'matching', 'semantic', 'word-vectors.txt'), 'utf8')
      .split('\n')
      .slice(0, englishKept),
  );
  const locales = path.join(folder, 'cldr', 'package', 'main');
  const found = { yes: new Set<string>(), no: new Set<string>() };
  for (const locale of readdirSync(locales)) {
    const file = path.join(locales, locale, 'posix.json');
    if (!existsSync(file)) continue;
    const messages = (JSON.parse(readFileSync(file, 'utf8')) as { main: Record<string, { posix: { messages: Record<string, string> } }> })
      .main[locale]?.posix.messages;
    for (const [meaning, said] of [
      ['yes', messages?.yesstr],
      ['no', messages?.nostr],
    ] as const) {
      const forms = (said ?? '').split(':').flatMap((form) => writtenForms(form, anyAscii, english));
      for (const written of forms) found[meaning].add(written);
    }
  }
  const both = [...found.yes].filter((word) => found.no.has(word));
  const listed = (words: Set<string>) => [...words].filter((word) => !both.includes(word)).sort();
  const out = path.join(here, '..', 'server', 'concierge', 'interview', 'understanding', 'cldr-yes-no.json');
  const source =
    'Unicode CLDR 48.2.0 (npm cldr-misc-full, POSIX yesstr and nostr), © 1991-2025 Unicode, Inc., Unicode License v3; romanized by any-ascii 0.3.3 (ISC)';
  writeFileSync(out, `${JSON.stringify({ source, yes: listed(found.yes), no: listed(found.no) }, null, 2)}\n`);
  console.log(`wrote ${out}: ${listed(found.yes).length} for yes, ${listed(found.no).length} for no`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
