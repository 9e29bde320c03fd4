import { createImageLookup } from '../modules/uploads/image-lookup';
import { derivedData } from '../rebuilds';
import { openObjectStore } from '../storage/open-store';
import { fail, withDatabase } from './database';

/**
 * npm run rebuild [-- --force]: brings every kind of derived data (the posts' search entries, the
 * articles' HTML) to the running code's version, as the server does when it starts, so that a
 * deploy that changes the tokens or the renderer can rebuild before the new server starts.
 * Idempotent: data at the current version is left alone unless --force; a rebuild that stopped
 * goes on from where it stopped.
 */
const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--force')) fail('Usage: npm run rebuild [-- --force]');

await withDatabase(async (db, config) => {
  const store = openObjectStore(config.storage);
  const imageIdOf = createImageLookup(db, store).idOfUrl;
  for (const { name, run } of derivedData(db, { now: Date.now(), imageIdOf })) {
    const { version, rebuilt } = await run({
      force: args.includes('--force'),
      onBatch: ({ through }) => {
        process.stdout.write(`${name}: rebuilt up to row ${through}\n`);
      },
    });
    process.stdout.write(
      rebuilt > 0
        ? `${name}: ${rebuilt} rows rebuilt at version ${version}.\n`
        : `${name}: up to date (version ${version}); nothing to do.\n`,
    );
  }
});
