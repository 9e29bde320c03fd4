import { z } from 'zod';

// Every schema of the contract is built from this module, so zod is configured wherever one is
// used, and only there: a web page that imports no schema loads no zod.
z.config({
  // Zod's own messages in Simplified Chinese, for any rule a field does not word itself.
  ...z.locales.zhCN(),
  // The web app's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run in the
  // browser; without this zod probes `new Function` on its first parse and the browser reports a
  // violation on every load. The server keeps them.
  jitless: typeof document !== 'undefined',
});

/** zod, with strings that refuse control characters (zod-api.ts). */
export * as z from './zod-api';
