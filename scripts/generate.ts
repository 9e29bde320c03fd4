// npm run generate — rewrites the files derived from the contract: docs/api.md (from
// docs/api.preamble.md and the calls), docs/openapi.json and packages/contract/src/call-paths.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiDocs } from './lib/api-docs';
import { renderCallPaths } from './lib/call-paths-source';
import { renderOpenApi } from './lib/openapi';

const root = join(import.meta.dirname, '..');
const preamble = readFileSync(join(root, 'docs', 'api.preamble.md'), 'utf8');
writeFileSync(join(root, 'docs', 'api.md'), renderApiDocs(preamble));
writeFileSync(join(root, 'docs', 'openapi.json'), renderOpenApi());
writeFileSync(join(root, 'packages', 'contract', 'src', 'call-paths.ts'), renderCallPaths());
console.log('wrote docs/api.md, docs/openapi.json and packages/contract/src/call-paths.ts');
