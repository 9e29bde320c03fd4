import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import { createFts5Index } from './fts5-index.repository';
import { LIVE_TOKENIZER, type SearchIndex, type Tokenizer } from './search-index';
import { createTsvectorIndex } from './tsvector-index.repository';

/**
 * The posts' search index of a dialect: nothing else asks which database it runs on. `tokenizer`
 * is the live one but in tests of a rebuild.
 */
export function createSearchIndex(
  dialect: 'sqlite' | 'postgres',
  tokenizer: Tokenizer = LIVE_TOKENIZER,
): SearchIndex {
  return dialect === 'postgres' ? createTsvectorIndex(tokenizer) : createFts5Index(tokenizer);
}

/** The search index of the database `db` runs on, picked when a repository or command starts. */
export function searchIndexOf(db: Db): SearchIndex {
  return createSearchIndex(dialectOf(db));
}
