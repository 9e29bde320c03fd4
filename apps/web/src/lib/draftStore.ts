/**
 * A form's values as the user left them, kept in localStorage: one draft for a new item and one
 * per item being edited, so a reload or a closed tab loses nothing. Stored with a version; a
 * draft of another version, or garbage, reads as none.
 */
export interface DraftStore<T> {
  serialize: (draft: T) => string;
  parse: (raw: string | null) => T | null;
  key: (id: number | null) => string;
  load: (id: number | null) => T | null;
  save: (id: number | null, draft: T) => void;
  clear: (id: number | null) => void;
  /** Every draft of this kind (a logout forgets what the user was writing). */
  clearAll: () => void;
}

/** Readers for `fields`: a wrong type reads as empty instead of failing the whole draft. */
export const draftText = (v: unknown) => (typeof v === 'string' ? v : '');
export const draftId = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;

export function draftStore<T extends object>(
  prefix: string,
  version: number,
  fields: (data: Record<string, unknown>) => T,
): DraftStore<T> {
  const key = (id: number | null) => `${prefix}:${id ?? 'new'}`;

  const parse = (raw: string | null): T | null => {
    if (!raw) return null;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
    if (typeof data !== 'object' || data === null) return null;
    const record = data as Record<string, unknown>;
    return record.v === version ? fields(record) : null;
  };

  return {
    serialize: (draft) => JSON.stringify({ v: version, ...draft }),
    parse,
    key,
    load: (id) => {
      try {
        return parse(localStorage.getItem(key(id)));
      } catch {
        return null;
      }
    },
    save: (id, draft) => {
      try {
        localStorage.setItem(key(id), JSON.stringify({ v: version, ...draft }));
      } catch {
        // Storage full or disabled: the form still works, only without a draft.
      }
    },
    clear: (id) => {
      try {
        localStorage.removeItem(key(id));
      } catch {
        // Nothing was stored.
      }
    },
    clearAll: () => {
      try {
        const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
        for (const k of keys) if (k?.startsWith(`${prefix}:`)) localStorage.removeItem(k);
      } catch {
        // Nothing was stored.
      }
    },
  };
}
