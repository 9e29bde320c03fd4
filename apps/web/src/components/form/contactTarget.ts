import { parseContact } from '@huaren/contract';

/** The e-mail or phone a typed value names, as the server keys it (for the code countdown). */
export function contactTarget(raw: unknown): string | null {
  return typeof raw === 'string' ? (parseContact(raw)?.value ?? null) : null;
}
