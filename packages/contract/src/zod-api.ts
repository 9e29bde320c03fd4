import { z } from 'zod';
import { CONTROL_CHARACTER_REASON, UNTYPABLE_CHARACTER } from './text';

// zod's whole API as the contract's schemas use it (z.ts exports it as `z`), with one change:
// every string refuses control characters, so each call of the API, and each one added later,
// refuses them in every string field without the field saying so.
export * from 'zod';

/**
 * zod's `string()`, refusing C0 control characters and DEL other than tab and line breaks: never
 * typed, invisible when shown, and NUL is a byte PostgreSQL cannot store in text. Checked before
 * anything else on the field (trim, length, format), and the field's other checks are skipped.
 */
export function string(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine((value) => !UNTYPABLE_CHARACTER.test(value), {
    error: CONTROL_CHARACTER_REASON,
    abort: true,
  });
}
