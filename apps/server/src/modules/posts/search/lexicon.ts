/**
 * What a query may mean besides what it says (decision 0005, "Aliases and synonyms"): places by
 * their English names and pinyin, the community's other spellings (绿卡 = green card), and the
 * ways of saying what a category is for (租房: 出租, 求租 … and the 房屋租售 category). The
 * words come from the regions' `name_en` and `pinyin` columns and the `searchSynonyms` parameter,
 * both edited in the console; this file only reads them.
 */
import { partsOf } from './query';
import { runsOf } from './tokenize';

/** A region's names as the catalog holds them. */
export interface RegionNames {
  name: string;
  nameEn: string;
  pinyin: string;
}

export interface LexiconSource {
  regions: readonly RegionNames[];
  categories: readonly { id: number; name: string }[];
  /** The `searchSynonyms` parameter's text (format below), '' when unset. */
  synonyms: string;
}

/** What one term may also mean: other spellings (normalized text) and categories. */
export interface Expansion {
  terms: string[];
  categories: number[];
}

export interface Lexicon {
  /** Other forms of the term whose key (termKey) this is, or undefined when it has none. */
  expand(key: string): Expansion | undefined;
  /** The most space-separated parts a known term has (San Gabriel Valley: 3). */
  longest: number;
}

/** An expansion's bound: a term with more forms keeps the first ones. */
export const MAX_EXPANSIONS = 12;

/**
 * The key two spellings share when they are the same words: normalized, folded, punctuation
 * dropped, letters and digits apart (H-1B, H1B and h 1b all give `h 1 b`).
 */
export function termKey(text: string): string {
  return partsOf(text)
    .flatMap((part) => runsOf(part).map((run) => run.text))
    .join(' ');
}

/** The separators of a line's forms: commas and slashes, ASCII or full-width, and 、. */
const FORMS = /[,，、/／;；]/;

const formsOf = (text: string) =>
  text
    .split(FORMS)
    .map((form) => form.trim())
    .filter((form) => termKey(form) !== '');

/**
 * The `searchSynonyms` parameter: one rule a line.
 * - `绿卡 = green card = 绿卡申请`: spellings of one thing; each finds the others.
 * - `租房: 出租, 求租, 月租, #房屋租售`: the word before the colon also finds the words after it,
 *   and `#name` the posts of that category; not the reverse (出租 does not find 租房).
 * Lines without `=` or `:` are ignored, as are unknown categories.
 */
export function parseSynonyms(text: string): {
  groups: string[][];
  rules: { head: string; forms: string[]; categories: string[] }[];
} {
  const groups: string[][] = [];
  const rules: { head: string; forms: string[]; categories: string[] }[] = [];
  for (const line of text.split('\n')) {
    const colon = line.search(/[:：]/);
    if (colon >= 0) {
      const head = line.slice(0, colon).trim();
      const items = formsOf(line.slice(colon + 1));
      if (termKey(head) === '') continue;
      rules.push({
        head,
        forms: items.filter((item) => !item.startsWith('#')),
        categories: items.filter((item) => item.startsWith('#')).map((item) => item.slice(1)),
      });
    } else if (/[=＝]/.test(line)) {
      const forms = line
        .split(/[=＝]/)
        .map((form) => form.trim())
        .filter((form) => termKey(form) !== '');
      if (forms.length > 1) groups.push(forms);
    }
  }
  return { groups, rules };
}

/**
 * A region's alias groups: the parts of its name (纽约/法拉盛) each with the English and pinyin
 * part at the same place; when the parts do not line up, the whole name with all its forms.
 */
export function regionGroups(region: RegionNames): string[][] {
  const names = region.name.split('/');
  const en = region.nameEn ? region.nameEn.split('/') : [];
  const pinyin = region.pinyin ? region.pinyin.split('/') : [];
  const aligned = [en, pinyin].every(
    (forms) => forms.length === 0 || forms.length === names.length,
  );
  if (!aligned) return [[region.name, ...formsOf(region.nameEn), ...formsOf(region.pinyin)]];
  return names.map((name, i) => [name, ...formsOf(en[i] ?? ''), ...formsOf(pinyin[i] ?? '')]);
}

/** The lexicon of a catalog: symmetric groups merged where they share a spelling, then rules. */
export function buildLexicon(source: LexiconSource): Lexicon {
  const { groups, rules } = parseSynonyms(source.synonyms);
  // Union-find over keys: 旧金山湾区 = 湾区 (a synonym line) joins the region's group.
  const parent = new Map<string, string>();
  const spelling = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const add = (form: string) => {
    const key = termKey(form);
    if (!parent.has(key)) {
      parent.set(key, key);
      spelling.set(key, partsOf(form).join(' '));
    }
    return key;
  };
  for (const group of [...source.regions.flatMap(regionGroups), ...groups]) {
    const keys = group.map(add);
    for (const key of keys.slice(1)) parent.set(find(key), find(keys[0]!));
  }
  const members = new Map<string, string[]>();
  for (const key of parent.keys()) {
    const root = find(key);
    members.set(root, [...(members.get(root) ?? []), key]);
  }
  const categoryIds = new Map(source.categories.map((c) => [c.name.trim(), c.id]));
  const oneWay = new Map<string, Expansion>();
  for (const rule of rules) {
    const key = termKey(rule.head);
    const entry = oneWay.get(key) ?? { terms: [], categories: [] };
    entry.terms.push(...rule.forms.map((form) => partsOf(form).join(' ')));
    for (const name of rule.categories) {
      const id = categoryIds.get(name.trim());
      if (id !== undefined && !entry.categories.includes(id)) entry.categories.push(id);
    }
    oneWay.set(key, entry);
  }

  const expansions = new Map<string, Expansion>();
  for (const key of new Set([...parent.keys(), ...oneWay.keys()])) {
    const group = parent.has(key) ? members.get(find(key))! : [key];
    const rule = oneWay.get(key);
    const forms = [
      ...group.filter((k) => k !== key).map((k) => spelling.get(k)!),
      ...(rule?.terms ?? []),
    ];
    const seen = new Set([key]);
    const terms = forms.filter((form) => {
      const formKey = termKey(form);
      if (seen.has(formKey)) return false;
      seen.add(formKey);
      return true;
    });
    const categories = rule?.categories ?? [];
    if (terms.length === 0 && categories.length === 0) continue;
    expansions.set(key, { terms: terms.slice(0, MAX_EXPANSIONS), categories });
  }
  const longest = Math.max(1, ...[...expansions.keys()].map((key) => key.split(' ').length));
  return { expand: (key) => expansions.get(key), longest };
}

export const EMPTY_LEXICON: Lexicon = { expand: () => undefined, longest: 1 };

const built = new WeakMap<LexiconSource, Lexicon>();

/** The lexicon of a catalog snapshot's words, built once per snapshot. */
export function lexiconOf(source: LexiconSource): Lexicon {
  let lexicon = built.get(source);
  if (!lexicon) {
    lexicon = buildLexicon(source);
    built.set(source, lexicon);
  }
  return lexicon;
}
