import { describe, expect, it } from 'vitest';
import { corpus, lowest, mean, measure, type MeaningFigures } from '../../bench/search/meaning';

// Issue 17's targets on the project's own query set (bench/search/meaning-set.ts), over generated
// posts a share of which are written in Traditional, with English place names or other spellings.
// bench/search-meaning.ts prints the same figures for a larger corpus.
describe('search quality on the query set', () => {
  let figures: MeaningFigures;
  it('measures 4,000 generated posts', () => {
    figures = measure(corpus(4000));
    expect(figures.posts).toBeGreaterThan(3000);
  });

  it('Traditional queries find what their Simplified forms find', () => {
    expect(lowest(figures.traditional, 'ofSimplified')).toBeGreaterThanOrEqual(0.95);
    expect(mean(figures.traditional, 'recall')).toBeGreaterThanOrEqual(0.95);
  });

  it('a place found by its Chinese, English or pinyin name', () => {
    expect(lowest(figures.places, 'recall')).toBeGreaterThanOrEqual(0.95);
  });

  it('letters and digits together or apart', () => {
    expect(lowest(figures.joined, 'recall')).toBeGreaterThanOrEqual(0.95);
  });

  it('an intent query’s first page holds only the meant category or its words', () => {
    expect(lowest(figures.intent, 'precision')).toBe(1);
  });

  it('Simplified queries keep their recall and precision', () => {
    expect(mean(figures.simplified, 'recall')).toBeGreaterThanOrEqual(0.99);
    expect(mean(figures.simplified, 'precision')).toBeGreaterThanOrEqual(0.98);
  });
});
