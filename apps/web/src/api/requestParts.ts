import type { CallPath } from '@huaren/contract';

type Input = Record<string, unknown>;

/**
 * The URL (path parameters filled in by name, then the query string for GET) and the JSON body
 * (POST) of one call. Fields left undefined are not sent. A POST body keeps null, which says
 * something the absent field does not (a country's `parentId`, a recommendation's `until`
 * removed); a query string has no null and leaves it out.
 */
export function buildRequest(call: CallPath, input: Input): { url: string; body?: string } {
  const rest: Input = { ...input };
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${call.path}: missing path parameter ${name}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const fields = Object.entries(rest).filter(([, v]) => v !== undefined);
  if (call.method === 'POST')
    return { url: path, body: JSON.stringify(Object.fromEntries(fields)) };
  const query = new URLSearchParams();
  for (const [key, value] of fields) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path };
}
