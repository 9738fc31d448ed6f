import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { withPagePreloaded } from './page-preload.ts';

/** Only the fields `withPagePreloaded` reads of Rolldown's output. */
function chunk(fileName: string, imports: string[], css: string[] = [], facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, imports, facadeModuleId, viteMetadata: { importedCss: new Set(css) } };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-1.js'], ['assets/index-1.css'], '/app/web/src/main.tsx'),
    chunk('assets/react-1.js', []),
    chunk(
      'assets/login-page-1.js',
      ['assets/react-1.js', 'assets/alert-1.js'],
      ['assets/login-page-1.css'],
      '/app/web/src/app/pages/login-page.tsx',
    ),
    chunk('assets/alert-1.js', ['assets/icon-1.js'], ['assets/alert-1.css']),
    chunk('assets/icon-1.js', ['assets/alert-1.js']),
    chunk('assets/home-page-1.js', ['assets/react-1.js'], [], '/app/web/src/features/home/home-page.tsx'),
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

const indexHtml = [
  '<html><head>',
  '<script type="module" crossorigin src="/p/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/p/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/p/assets/index-1.css">',
  '</head><body></body></html>',
].join('\n');

describe('withPagePreloaded', () => {
  it('preloads the page and what it imports, transitively, once each, and not what the entry loads already', () => {
    const html = withPagePreloaded(indexHtml, 'src/app/pages/login-page.tsx', bundle);
    const added = html.match(/<link [^>]+>/g)!.slice(2);
    expect(added).toEqual([
      '<link rel="modulepreload" crossorigin href="/p/assets/login-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/p/assets/alert-1.js">',
      '<link rel="modulepreload" crossorigin href="/p/assets/icon-1.js">',
      '<link rel="stylesheet" crossorigin href="/p/assets/login-page-1.css">',
      '<link rel="stylesheet" crossorigin href="/p/assets/alert-1.css">',
    ]);
    expect(html).not.toContain('home-page');
    expect(html.indexOf('login-page-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when the page is not in the bundle', () => {
    expect(() => withPagePreloaded(indexHtml, 'src/app/pages/missing-page.tsx', bundle)).toThrow(
      'no chunk for src/app/pages/missing-page.tsx',
    );
  });
});
