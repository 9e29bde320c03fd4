// Renders docs/api.md from the contract, so the document cannot drift from the code.
import { z } from 'zod';
import { Code, calls, type Call } from '@huaren/contract';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

function typeName(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeName).join(' | ');
  if (s.type === 'array') return `${s.items ? typeName(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && s.properties) {
    const fields = Object.entries(s.properties).map(
      ([k, v]) => `${k}${s.required?.includes(k) ? '' : '?'}: ${typeName(v)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'unknown');
}

/** zod's int() bounds are the safe-integer range: not worth printing. */
function meaningful(bound: number | undefined): boolean {
  return bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
}

function fieldsTable(schema: JsonSchema): string {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return 'none\n';
  const rows = entries.map(([name, s]) => {
    const notes = [
      s.default !== undefined ? `default ${JSON.stringify(s.default)}` : '',
      meaningful(s.minimum) ? `min ${s.minimum}` : '',
      meaningful(s.maximum) ? `max ${s.maximum}` : '',
    ].filter(Boolean);
    return `| ${name} | ${typeName(s).replaceAll('|', '\\|')} | ${schema.required?.includes(name) ? 'yes' : 'no'} | ${notes.join(', ')} |`;
  });
  return ['| field | type | required | notes |', '| --- | --- | --- | --- |', ...rows, ''].join(
    '\n',
  );
}

const LOGIN: Record<Call['auth'], string> = {
  visitor: 'not required',
  user: 'required',
  admin: 'an administrator (404 to other users)',
};

function callSection(e: Call): string {
  const input = z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const output = z.toJSONSchema(e.output, { unrepresentable: 'any' }) as JsonSchema;
  const codes = [
    Code.ok,
    Code.invalid,
    ...(e.auth === 'visitor' ? [] : [Code.notLoggedIn]),
    ...(e.auth === 'admin' ? [Code.notFound] : []),
    ...(e.codes ?? []),
  ].filter((code, at, all) => all.indexOf(code) === at);
  return [
    `### ${e.method} ${e.path}${e.added ? ' (added)' : ''}`,
    '',
    e.summary,
    '',
    `Login: ${LOGIN[e.auth]}. Codes: ${codes.join(', ')}.`,
    '',
    `Input (${e.method === 'GET' ? 'query string' : 'JSON body'}):`,
    '',
    fieldsTable(input),
    'Output `data`:',
    '',
    '```ts',
    typeName(output),
    '```',
    '',
  ].join('\n');
}

export function renderApiDocs(preamble: string): string {
  const sections = Object.values(calls as Record<string, Call>).map(callSection);
  return `${preamble.trim()}\n\n## Calls\n\n${sections.join('\n')}`;
}
