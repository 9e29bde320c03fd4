/**
 * Realistic Chinese classified posts for benchmarks, the same on every run: a post's text depends
 * only on the seed and its number, so any range can be generated on its own (one batch at a time,
 * or in parallel) and 1,000,000 posts take seconds. Usage:
 *
 *   for (const post of generatePosts({ count: 200_000 })) insert(post);
 */
import { commonSlots, type CategoryText } from './common';
import { legal, other, social } from './community';
import { cars, secondhand } from './goods';
import { Grammar } from './grammar';
import { housing, jobs } from './housing-jobs';
import { places } from './places';
import { between, createRng, pick, weighted, type Rng } from './random';
import { education, food, localServices } from './services';

export type PostStatus = 'published' | 'hidden' | 'deleted' | 'expired';

export interface GeneratedPost {
  /** 1, 2, 3…: creation order, so newest first is the highest id. */
  id: number;
  /** A category name from the categories seed. */
  category: string;
  /** A metro name from the regions seed. */
  region: string;
  title: string;
  /** Plain text, 10 to 400 characters. */
  content: string;
  /** Whole dollars, for the categories that have a price. */
  price: number | null;
  status: PostStatus;
  /** Milliseconds since the epoch, increasing with id. */
  createdAt: number;
}

export interface GenerateOptions {
  count: number;
  /** The first post's id; ids run on from it. Default 1. */
  firstId?: number;
  seed?: number;
  /** When the first post was created, and the average gap between posts. */
  startAt?: number;
  gapMs?: number;
}

const categories: ReadonlyArray<readonly [CategoryText, number]> = [
  [housing, 22],
  [jobs, 18],
  [secondhand, 16],
  [cars, 7],
  [localServices, 12],
  [food, 6],
  [education, 6],
  [social, 5],
  [legal, 4],
  [other, 4],
];

const grammar = new Grammar(
  Object.assign({}, commonSlots, ...categories.map(([category]) => category.slots)),
);
const pickCategory = weighted(categories);
const pickPlace = weighted(places);
const pickStatus = weighted<PostStatus>([
  ['published', 92],
  ['expired', 4],
  ['deleted', 2],
  ['hidden', 2],
]);
const pricedCategories = new Set([housing.name, secondhand.name, cars.name]);
const sentenceCounts = weighted([
  [1, 10],
  [2, 20],
  [3, 25],
  [4, 20],
  [5, 12],
  [6, 7],
  [8, 6],
]);
/** The contract allows 50 and 2000; real posts seldom run long. */
const MAX_TITLE = 50;
const MAX_CONTENT = 400;

/** Posts are generated in blocks, each from its own seed, so that a range can start anywhere. */
const BLOCK = 1024;

const fullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

function makePost(rng: Rng, id: number, startAt: number, gapMs: number): GeneratedPost {
  // Times grow with the id and jitter within half a gap, so they stay in id order.
  const createdAt = startAt + (id - 1) * gapMs + Math.floor((rng() - 0.5) * (gapMs / 2));
  const category = pickCategory(rng);
  const place = pickPlace(rng);
  let title = grammar.expand(pick(rng, category.titles), rng, place).slice(0, MAX_TITLE);
  // Some phones type full-width letters and digits (ｉＰｈｏｎｅ１５); search must fold them.
  if (rng() < 0.02) title = fullWidth(title);
  let content = '';
  let previous = '';
  for (let n = sentenceCounts(rng); n > 0; n--) {
    const template = pick(rng, category.sentences);
    if (template === previous) continue;
    previous = template;
    content += grammar.expand(template, rng, place);
  }
  if (rng() < 0.8) content += `${grammar.expand('{contact}', rng, place)}。`;
  if (rng() < 0.4) content += grammar.expand('{closing}', rng, place);
  if (content.length > MAX_CONTENT) content = content.slice(0, MAX_CONTENT);
  return {
    id,
    category: category.name,
    region: place.region,
    title,
    content,
    price: pricedCategories.has(category.name) ? between(rng, 1, 400) * 25 : null,
    status: pickStatus(rng),
    createdAt,
  };
}

export function* generatePosts(options: GenerateOptions): Generator<GeneratedPost> {
  const { count, firstId = 1, seed = 20_261_121 } = options;
  const startAt = options.startAt ?? Date.UTC(2024, 0, 1);
  const gapMs = options.gapMs ?? 60_000;
  let rng: Rng = createRng(0);
  for (let id = firstId; id < firstId + count; id++) {
    const index = id - 1;
    if (id === firstId || index % BLOCK === 0) {
      const block = Math.floor(index / BLOCK);
      rng = createRng(seed ^ Math.imul(block + 1, 0x9e3779b1));
      // Within a block, posts depend on those before them: replay up to the first one wanted.
      for (let skip = block * BLOCK + 1; skip < id; skip++) makePost(rng, skip, startAt, gapMs);
    }
    yield makePost(rng, id, startAt, gapMs);
  }
}
