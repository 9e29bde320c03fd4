import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './lib/api-docs';
import { renderCallPaths } from './lib/call-paths-source';
import { renderOpenApi } from './lib/openapi';

const root = join(import.meta.dirname, '..');
const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

describe('files generated from the contract (run `npm run generate` after changing a call)', () => {
  it('docs/api.md matches the contract', () => {
    expect(read('docs', 'api.md')).toBe(renderApiDocs(read('docs', 'api.preamble.md')));
  });

  it('docs/openapi.json matches the contract', () => {
    expect(read('docs', 'openapi.json')).toBe(renderOpenApi());
  });

  it('packages/contract/src/call-paths.ts matches the contract', () => {
    expect(read('packages', 'contract', 'src', 'call-paths.ts')).toBe(renderCallPaths());
  });
});
