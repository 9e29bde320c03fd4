/**
 * Text from templates: `{slot}` is replaced by an expansion of one of the slot's alternatives,
 * which may hold slots themselves. A slot may also be a function of the post being written (its
 * region's streets and subway lines). Templates are parsed once and cached.
 */
import { pick, type Rng } from './random';

export interface Place {
  /** The region's name as the regions seed spells it. */
  region: string;
  /** Neighbourhoods and streets, as posts name them. */
  places: readonly string[];
  /** Subway lines, stations and highways a housing post mentions. */
  transit: readonly string[];
}

export type Slot = readonly string[] | ((rng: Rng, place: Place) => string);
export type Slots = Readonly<Record<string, Slot>>;

type Part = string | { slot: string };

export class Grammar {
  private readonly cache = new Map<string, Part[]>();

  constructor(private readonly slots: Slots) {}

  expand(template: string, rng: Rng, place: Place): string {
    let out = '';
    for (const part of this.parse(template)) {
      if (typeof part === 'string') {
        out += part;
        continue;
      }
      const slot = this.slots[part.slot];
      if (slot === undefined) throw new Error(`unknown slot {${part.slot}}`);
      out +=
        typeof slot === 'function' ? slot(rng, place) : this.expand(pick(rng, slot), rng, place);
    }
    return out;
  }

  private parse(template: string): Part[] {
    let parts = this.cache.get(template);
    if (parts) return parts;
    parts = [];
    for (const piece of template.split(/(\{\w+\})/)) {
      if (piece === '') continue;
      parts.push(/^\{\w+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : piece);
    }
    this.cache.set(template, parts);
    return parts;
  }
}
