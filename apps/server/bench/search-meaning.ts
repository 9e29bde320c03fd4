/**
 * Recall and precision of the issue-17 query set (search/meaning-set.ts): Traditional queries,
 * places by any name, joined spellings, intent words, Simplified queries, over generated posts of
 * which a share is written in Traditional, with English place names or other spellings
 * (search/meaning.ts). Usage, from the repository root:
 *
 *   npx tsx apps/server/bench/search-meaning.ts [--rows 50000]
 */
import { parseArgs } from 'node:util';
import { corpus, lowest, mean, measure, PAGE, type Figure } from './search/meaning';
import { print, timed } from './search/measure';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '50000' } } });

const posts = corpus(Number(args.rows));
const { value: figures, ms } = await timed(() => measure(posts));

const f2 = (n: number | undefined) => (n === undefined ? '' : n.toFixed(3));
const table = (title: string, rows: readonly Figure[], extra = false) => {
  print(`\n${title}\n`);
  print(`| query | relevant | found | recall | precision |${extra ? ' of Simplified |' : ''}`);
  print(`| --- | ---: | ---: | ---: | ---: |${extra ? ' ---: |' : ''}`);
  for (const r of rows) {
    print(
      `| ${r.query} | ${r.relevant} | ${r.found} | ${f2(r.recall)} | ${f2(r.precision)} |` +
        (extra ? ` ${f2(r.ofSimplified)} |` : ''),
    );
  }
  print(
    `| **mean** (lowest) | | | ${f2(mean(rows, 'recall'))} (${f2(lowest(rows, 'recall'))}) | ` +
      `${f2(mean(rows, 'precision'))} (${f2(lowest(rows, 'precision'))}) |` +
      (extra ? ` ${f2(mean(rows, 'ofSimplified'))} (${f2(lowest(rows, 'ofSimplified'))}) |` : ''),
  );
};

print(
  `${figures.posts} published posts of ${args.rows} generated; measured in ${ms.toFixed(0)} ms`,
);
table(
  'Traditional queries (recall against posts whose original text holds the Simplified form)',
  figures.traditional,
  true,
);
table('Places by any name (relevant: the Chinese or English name in the text)', figures.places);
table('Joined and split spellings', figures.joined);
table(`Intent queries (precision: the first page of ${PAGE}, category or words)`, figures.intent);
table('Simplified queries (precision: the exact matches, listed first)', figures.simplified);
