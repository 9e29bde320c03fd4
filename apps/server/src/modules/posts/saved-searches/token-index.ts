import type { PostFilter } from '@huaren/contract';
import type { Db } from '../../../db/database';
import { createRebuildStateRepository } from '../../../db/rebuild-state.repository';
import { nextTurn } from '../../../db/giving-way';
import type { LexiconSource } from '../search/lexicon';
import { LIVE_TOKENIZER } from '../search/search-index';
import { searchKeys } from './cover';
import { keywordsOf } from './keywords';
import { createSearchTokenRepository, SEARCH_TOKENS_STATE } from './search-tokens.repository';

/** Searches filed again per transaction by a rebuild. */
const BATCH = 500;

const stamps = new WeakMap<LexiconSource, number>();

/**
 * What the keys of every search depend on, as one positive 31-bit number (never 0, which
 * migration 2026_11_27_035 records: its keys file every search under EVERY_POST): the
 * tokenizer's version and the catalog's search words (synonyms, region and category names), all
 * of which an administrator may change, and which change what a saved keyword matches.
 */
export function lexiconStamp(words: LexiconSource): number {
  let stamp = stamps.get(words);
  if (stamp !== undefined) return stamp;
  // FNV-1a over the JSON: a change of any word is a new stamp.
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([LIVE_TOKENIZER.version, words])) {
    hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  }
  stamp = hash & 0x7fffffff || 1;
  stamps.set(words, stamp);
  return stamp;
}

/**
 * The saved searches' inverted index kept to the lexicon (decision 0026): a search is filed
 * when saved with the keys of its keyword as the lexicon expands it; when the lexicon changes
 * (an administrator's edit, a new tokenizer) every search is filed again, in batches, by the
 * first match job that sees the change, while matching reads candidates by region as before.
 */
export function createTokenIndex(db: Db) {
  const store = createSearchTokenRepository(db);
  const states = createRebuildStateRepository(db, SEARCH_TOKENS_STATE);
  let rebuilding: { stamp: number; done: Promise<void> } | undefined;

  const keysOf = (filter: PostFilter, words: LexiconSource) =>
    searchKeys(filter.keyword ? keywordsOf(words)(filter.keyword) : null, filter);

  /** Files every search again for `words`; another instance's newer target stops it. */
  async function rebuild(words: LexiconSource, force: boolean): Promise<void> {
    const stamp = lexiconStamp(words);
    const state = await states.state();
    if (!force && state.version === stamp && state.target === null) return;
    if (force || state.target !== stamp) await states.start(stamp);
    for (;;) {
      const more = await db.transaction().execute(async (trx) => {
        const current = await states.state(trx, { lock: true });
        if (current.target !== stamp) return false;
        const rows = await store.searchesAfter(trx, current.done_through, BATCH);
        if (rows.length === 0) {
          await states.finish(stamp, trx);
          return false;
        }
        // Checked by the contract's PostFilter when it was saved.
        const keys = new Map(rows.map((r) => [r.id, keysOf(JSON.parse(r.filter), words)]));
        await store.replace(trx, keys);
        await states.advance(rows[rows.length - 1]!.id, trx);
        return true;
      });
      if (!more) return;
      await nextTurn();
    }
  }

  return {
    /**
     * Whether a post's candidates may be read from the index for `words`: it holds their keys,
     * or has just been filed again for them. False while another instance files it for other
     * words (it saw the lexicon change later or earlier than this one): read by region then.
     */
    async ready(words: LexiconSource): Promise<boolean> {
      const stamp = lexiconStamp(words);
      let state = await states.state();
      if (state.version === stamp && state.target === null) return true;
      if (rebuilding?.stamp !== stamp) {
        const done = rebuild(words, false).finally(() => {
          if (rebuilding?.done === done) rebuilding = undefined;
        });
        rebuilding = { stamp, done };
      }
      await rebuilding.done;
      state = await states.state();
      return state.version === stamp && state.target === null;
    },

    /**
     * Files a search being saved, in its transaction. When the index holds (or is being filed
     * for) other words than `words`, the search is filed under EVERY_POST instead, which every
     * post carries: read for every post of its region and category, never missed.
     */
    async file(trx: Db, id: number, filter: PostFilter, words: LexiconSource): Promise<void> {
      const stamp = lexiconStamp(words);
      const state = await store.stampForWrite(trx);
      const current = state.target === null ? state.version === stamp : state.target === stamp;
      const keys = current ? keysOf(filter, words) : searchKeys(null, {});
      await store.replace(trx, new Map([[id, keys]]));
    },

    /** A subquery: the searches filed under any of these keys. */
    filedUnder: store.filedUnder,

    /** Files every search again (the benchmark, after writing searches straight to the table). */
    rebuild: (words: LexiconSource) => rebuild(words, true),
  };
}

export type TokenIndex = ReturnType<typeof createTokenIndex>;
