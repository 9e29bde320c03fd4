import { createHash } from 'node:crypto';

/**
 * The duplicate-post rule's fingerprint (decision 0008): NFKC folds full-width letters and
 * digits into their usual forms, whitespace runs become one space and case is dropped, so neither
 * an added space nor ＡＢＣ for ABC makes the same post new.
 */
export function contentHash(title: string, content: string): string {
  const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return createHash('sha256')
    .update(`${normal(title)}\n${normal(content)}`)
    .digest('hex');
}
