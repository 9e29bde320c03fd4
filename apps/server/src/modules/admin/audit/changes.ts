/**
 * The fields an edit changed, before and after, for the audit log: unchanged fields would bury
 * the change in a long record. Null on both sides when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T> | null; after: Partial<T> | null } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return { before: null, after: null };
  const pick = (source: T) =>
    Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
