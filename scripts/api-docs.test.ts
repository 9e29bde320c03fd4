import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './lib/api-docs';

const docs = join(import.meta.dirname, '..', 'docs');

describe('docs/api.md', () => {
  it('matches the contract (run `npm run docs:api` after changing an endpoint)', () => {
    const preamble = readFileSync(join(docs, 'api.preamble.md'), 'utf8');
    expect(readFileSync(join(docs, 'api.md'), 'utf8')).toBe(renderApiDocs(preamble));
  });
});
