// npm run docs:api — rewrites docs/api.md from docs/api.preamble.md and the contract.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiDocs } from './lib/api-docs';

const docs = join(import.meta.dirname, '..', 'docs');
const preamble = readFileSync(join(docs, 'api.preamble.md'), 'utf8');
writeFileSync(join(docs, 'api.md'), renderApiDocs(preamble));
console.log('wrote docs/api.md');
