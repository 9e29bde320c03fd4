/**
 * Recall and precision of the issue-17 query set (search/meaning-set.ts): Traditional queries,
 * places by any name, joined spellings, intent words, Simplified queries, over generated posts of
 * which a share is written in Traditional, with English place names or other spellings
 * (search/meaning.ts). Usage, from the repository root:
 *
 *   npx tsx apps/server/bench/search-meaning.ts [--rows 50000]
 */
import { benchFlags } from './flags';
import { meaningQueries } from './search/meaning-set';
import { corpus, lowest, mean, measure, PAGE, searchOver, type Figure } from './search/meaning';
import { median, print, quantile, timed } from './search/measure';

const args = benchFlags({ rows: '50000' });

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

// The first page's cost, the keyword's parse and expansion included, in FTS5 as posts_fts holds it.
const index = searchOver(posts);
print(`\nFirst page of ${PAGE}, every query: median / p95 ms of 15 runs (in-memory FTS5)\n`);
print('| query | exact + expanded | median ms | p95 ms |');
print('| --- | ---: | ---: | ---: |');
const all: number[] = [];
for (const query of meaningQueries()) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    found = index.firstPage(query, PAGE).length;
    times.push(performance.now() - start);
  }
  all.push(median(times));
  print(
    `| ${query} | ${found} | ${median(times).toFixed(2)} | ${quantile(times, 0.95).toFixed(2)} |`,
  );
}
print(`| **median of the medians** | | ${median(all).toFixed(2)} | |`);
index.close();
