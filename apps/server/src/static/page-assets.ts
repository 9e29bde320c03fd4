import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** What a page rendered on the server needs before the app runs: its styles and its code. */
export interface PageAssets {
  /**
   * The page's CSS, a text per file, to inline: a stylesheet link would hold the first paint for a
   * round trip. Views drawn together write a file shared by their pages once.
   */
  styles: string[];
  /** Its chunks, to fetch beside the entry script rather than after it. */
  scripts: string[];
}

const NONE: PageAssets = { styles: [], scripts: [] };

/**
 * The assets of each page of the web build: the CSS and chunks that the app's own module
 * (`appModule`, which main.tsx imports after the first paint) and the page's module import
 * statically, less what index.html already carries (the entry's, inlined or linked). A page is
 * named by its paths in the app's page table, one of which names its module (`src{path}.tsx`).
 * Read once; an unknown page, or a build without a manifest, has none.
 */
export function pageAssetsOf(
  webDist: string,
  indexHtml: string,
  appModule: string,
): (paths: readonly string[]) => PageAssets {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => NONE;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const walk = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, seen);
  };
  const chunksOf = (...keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) walk(key, seen);
    return [...seen].map((at) => manifest[at]!);
  };
  const entryCss = new Set(chunksOf('index.html').flatMap((chunk) => chunk.css ?? []));
  const known = new Map<string, PageAssets>();
  return (paths) => {
    const module = paths.map((at) => `src${at}.tsx`).find((key) => manifest[key]);
    if (!module) return NONE;
    const kept = known.get(module);
    if (kept) return kept;
    const chunks = chunksOf(appModule, module);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
      (file) => !entryCss.has(file),
    );
    const assets: PageAssets = {
      styles: css.map((file) => readFileSync(join(webDist, file), 'utf8')),
      scripts: chunks.map((chunk) => chunk.file).filter((file) => !indexHtml.includes(file)),
    };
    known.set(module, assets);
    return assets;
  };
}
