import type { Compilable, CompiledQuery, Kysely, ValueNode } from 'kysely';
import { isPlainObject } from './plain-object';

/** Shapes kept per query at most; past it they are compiled afresh (a steady app has a few). */
const MAX_SHAPES = 200;

/**
 * Where an argument's number goes in the compiled statement's values: Kysely places any value
 * whose toOperationNode() answers a ValueNode as a parameter. (Written as the node's plain shape:
 * only repositories and db/ import kysely's values.)
 */
class Slot {
  constructor(readonly index: number) {}
  toOperationNode(): ValueNode {
    return Object.freeze({ kind: 'ValueNode', value: this });
  }
}

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** For each of the statement's values: a slot's index, or the constant itself. */
  values: readonly (Slot | unknown)[];
}

/**
 * A read whose query `build` makes from `args`, built and compiled once per shape and then only
 * given its values: building and compiling a query with Kysely cost a post detail more than
 * running it (decision 0044). The shape is everything in `args` but its numbers (which keys are
 * present, strings, booleans, nulls, array lengths); the numbers are the values. So `build` may
 * branch on anything but a number and must place its numbers in the SQL unchanged, as values
 * (a `sql` template's `${n}`, `.where(col, '=', n)`, `.limit(n)`). Each shape's first run also
 * builds the query from the real arguments and throws unless both agree, so a `build` that does
 * arithmetic on a number fails at once.
 */
export function preparedQuery<DB, A extends object, R>(
  db: Kysely<DB>,
  build: (args: A) => Compilable<R>,
): (args: A) => Promise<R[]> {
  const templates = new Map<string, Template<R>>();
  const compile = (key: string, args: A, values: readonly number[]): Template<R> => {
    const compiled = build(withSlots(args) as A).compile();
    const template = { compiled, values: compiled.parameters };
    const real = build(args).compile();
    const bound = bind(template, values);
    if (real.sql !== compiled.sql || !sameValues(real.parameters, bound)) {
      throw new Error(`preparedQuery: a number in the arguments does not reach the SQL as is`);
    }
    if (templates.size >= MAX_SHAPES) templates.clear();
    templates.set(key, template);
    return template;
  };
  // A plugin (a test's statement capture) sees the query as it is built: such a db builds each time.
  if (db.getExecutor().plugins.length > 0) {
    return async (args) => (await db.executeQuery(build(args))).rows;
  }
  return async (args) => {
    const values: number[] = [];
    const key = shapeOf(args, values);
    const template = templates.get(key) ?? compile(key, args, values);
    const query: CompiledQuery<R> = { ...template.compiled, parameters: bind(template, values) };
    return (await db.executeQuery(query)).rows;
  };
}

function bind(template: Template<unknown>, values: readonly number[]): unknown[] {
  return template.values.map((v) => (v instanceof Slot ? values[v.index] : v));
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** The arguments' shape as a key; their numbers pushed to `values` in the order walked. */
function shapeOf(value: unknown, values: number[]): string {
  if (typeof value === 'number') {
    values.push(value);
    return '#';
  }
  if (Array.isArray(value)) return `[${value.map((v) => shapeOf(v, values)).join(',')}]`;
  if (isPlainObject(value)) {
    let key = '{';
    for (const name in value) key += `${name}:${shapeOf(value[name], values)},`;
    return `${key}}`;
  }
  return value === undefined ? 'u' : JSON.stringify(value);
}

/** The arguments with each number replaced by its slot, walked in shapeOf's order. */
function withSlots(value: unknown, next = { index: 0 }): unknown {
  if (typeof value === 'number') return new Slot(next.index++);
  if (Array.isArray(value)) return value.map((v) => withSlots(v, next));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const name in value) out[name] = withSlots(value[name], next);
    return out;
  }
  return value;
}
