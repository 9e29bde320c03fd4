/**
 * A unique index refused the write: PostgreSQL's SQLSTATE 23505 or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (PRIMARY KEY too). Lets a service turn the race between its own
 * check and its insert into the same answer the check gives (409), instead of a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = (err as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
