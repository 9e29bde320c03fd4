/** The ids in their new order after the item at `index` moves one place by `delta`. */
export function movedIds(items: readonly { id: number }[], index: number, delta: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  const to = index + delta;
  if (to < 0 || to >= ids.length) return ids;
  [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  return ids;
}
