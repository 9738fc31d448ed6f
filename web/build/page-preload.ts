import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes `fileName`: the app's index.html with the page module `page` (relative to Vite's root)
 * and everything it imports preloaded, so a first visit to that page fetches its code together
 * with the entry instead of after it (on slow 4G, one round trip of small files less). The
 * server sends it for the page's routes (`server/http/web-app.ts`); every other route keeps
 * index.html, so no one else downloads the page's code.
 */
export function pagePreload({ page, fileName }: { page: string; fileName: string }): Plugin {
  return {
    name: 'tandem-page-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html is not in the bundle');
      this.emitFile({ type: 'asset', fileName, source: withPagePreloaded(String(index.source), page, bundle) });
    },
  };
}

/** `html` with a modulepreload for each script and a stylesheet for each CSS file of `page` it does not load already. */
export function withPagePreloaded(html: string, page: string, bundle: OutputBundle): string {
  const pageChunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && (output.facadeModuleId?.endsWith(`/${page}`) ?? false),
  );
  if (!pageChunk) throw new Error(`the bundle has no chunk for ${page}`);
  const { scripts, styles } = staticImportsOf(pageChunk, bundle);
  const missing = (file: string) => !html.includes(`/${file}"`);
  const links = [
    ...scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/p/${file}">`),
    ...styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/p/${file}">`),
  ];
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The chunk's own file and those it imports statically, transitively, and the CSS they bring. */
function staticImportsOf(start: OutputChunk, bundle: OutputBundle): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return { scripts: [...scripts], styles: [...styles] };
}
