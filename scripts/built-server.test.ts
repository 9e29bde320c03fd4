import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { regionList } from '@huaren/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './lib/build-server';
import { builtServer, startServer } from './lib/server';

// Inside the repository (gitignored), so that the built files find node_modules above them.
const outDir = join(import.meta.dirname, '..', '.test-data', `built-server-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build of the server', () => {
  it('starts with plain node and answers its probes and the API', { timeout: 60_000 }, async () => {
    await buildServer(outDir);
    const server = await startServer(
      { WEB_DIST: join(outDir, 'no-web') },
      builtServer(join(outDir, 'main.js')),
    );
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Unsigned: refused by the protocol, which shows the contract was bundled and runs.
      const refused = await fetch(`${server.url}${regionList.path}`);
      expect(await refused.json()).toMatchObject({ code: 400 });
      const document = await fetch(`${server.url}/v1/openapi.json`);
      expect(await document.json()).toMatchObject({ openapi: '3.1.0' });
    } finally {
      await server.stop();
    }
  });
});
