import type { Kysely } from 'kysely';

interface Users {
  users: { id: number; email: string | null };
}

/**
 * Stored e-mail addresses in the spelling the contract now compares, stores and sends to
 * (normalizeEmail: NFKC, trimmed, an ideographic full stop in the domain as a dot, lower-cased).
 * Earlier rows were only trimmed and lower-cased, so a full-width look-alike of an address could
 * register as a second account. Where rows meet on one address, the row already spelled so keeps
 * it, else the oldest account; the others keep their stored spelling, which no login reaches any
 * more (they may still sign in with a phone), and nothing is merged or deleted. The rule is
 * written out here rather than imported: a migration does what it did when it landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = db as unknown as Kysely<Users>;
  const rows = await users
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
  const taken = new Set(rows.map((row) => row.email));
  for (const { id, email } of rows) {
    const normal = normalizeEmail(email!);
    if (normal === email || taken.has(normal)) continue;
    await users.updateTable('users').set({ email: normal }).where('id', '=', id).execute();
    taken.delete(email);
    taken.add(normal);
  }
}

/** The earlier spellings are not kept: going back leaves the addresses normalised. */
export async function down(): Promise<void> {}

function normalizeEmail(value: string): string {
  const text = value.normalize('NFKC').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  return at < 0 ? text : text.slice(0, at + 1) + text.slice(at + 1).replaceAll('\u3002', '.');
}
