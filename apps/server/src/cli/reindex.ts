import { searchIndexOf } from '../modules/posts/search/create-search-index';
import { rebuildSearchIndex } from '../modules/posts/search/rebuild';
import { fail, withDatabase } from './database';

/**
 * npm run reindex [-- --force]: brings the posts' keyword indexes to the tokenizer's version
 * (decision 0005), as the server does when it starts, so that a deploy that changes the tokens
 * can rebuild before the new server starts. Idempotent: an index at the current version is left
 * alone unless --force; a rebuild that stopped goes on from where it stopped.
 */
const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--force')) fail('Usage: npm run reindex [-- --force]');

await withDatabase(async (db) => {
  const { version, rebuilt } = await rebuildSearchIndex(db, searchIndexOf(db), {
    now: Date.now(),
    force: args.includes('--force'),
    onBatch: ({ through }) => {
      process.stdout.write(`rebuilt up to post ${through}\n`);
    },
  });
  process.stdout.write(
    rebuilt > 0
      ? `Search index rebuilt: ${rebuilt} posts at version ${version}.\n`
      : `Search index up to date (version ${version}); nothing to do.\n`,
  );
});
