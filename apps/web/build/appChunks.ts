import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Code-splitting groups for the two halves of the first screen: what the entry (`entryModule`)
 * imports statically, and what the app (`appModule`, imported once the page has painted) adds,
 * its libraries apart from its own modules. Left to itself the bundler splits them by which pages
 * share them, into some sixty chunks, most under 1 KB: each compresses on its own and costs the
 * phone a request, and every entry page loads all of them anyway. The entry's group comes first,
 * so the app's, which takes the modules its members import, never takes one of the entry's: the
 * entry would then wait for the whole app. The two modules themselves keep chunks of their own.
 */
export function appChunkGroups(
  entryModule: string,
  appModule: string,
): Rolldown.CodeSplittingGroup[] {
  let closures: { entry: Set<string>; app: Set<string> } | undefined;
  const of = (ctx: Rolldown.ChunkingContext) => {
    closures ??= firstScreenClosures(ctx, path(entryModule), path(appModule));
    return closures;
  };
  return [
    { name: (id, ctx) => (of(ctx).entry.has(id) ? 'boot' : null), priority: 3 },
    {
      name: (id, ctx) =>
        of(ctx).app.has(id) && id.includes('/node_modules/') ? 'app-libraries' : null,
      priority: 2,
    },
    { name: (id, ctx) => (of(ctx).app.has(id) ? 'app' : null), priority: 1 },
  ];
}

const path = (module: string) => resolve(import.meta.dirname, '..', module);

/** The modules each of the two imports statically, itself aside; the app's less the entry's. */
function firstScreenClosures(
  ctx: Rolldown.ChunkingContext,
  entryModule: string,
  appModule: string,
) {
  const closure = (root: string) => {
    const seen = new Set<string>();
    const next = [...(ctx.getModuleInfo(root)?.importedIds ?? [])];
    while (next.length) {
      const id = next.pop()!;
      if (seen.has(id) || id === root) continue;
      seen.add(id);
      next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const entry = closure(entryModule);
  return { entry, app: new Set([...closure(appModule)].filter((id) => !entry.has(id))) };
}
