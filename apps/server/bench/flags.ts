import { parseArgs } from 'node:util';

/**
 * A benchmark's command line: `--name value` for each flag in `defaults`, any other refused. Every
 * flag is a string (a number, or a comma-separated list), read as the benchmark needs it.
 */
export function benchFlags<K extends string>(
  defaults: Readonly<Record<K, string>>,
): Record<K, string> {
  const options = Object.fromEntries(
    Object.entries<string>(defaults).map(([name, value]) => [
      name,
      { type: 'string' as const, default: value },
    ]),
  );
  return parseArgs({ options }).values as Record<K, string>;
}
