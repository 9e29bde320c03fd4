import type { Region } from '@huaren/contract';
import { RegionLevel, joinRegionPath } from '@huaren/contract/launch/region-path';

/** What the app remembers of the chosen region, under the local keys of spec section 3. */
export interface RegionSelection {
  countryId: number;
  countryName: string;
  regionId: number;
  regionName: string;
  /** Names from the country down to the region, joined with '>'. */
  regionPath: string;
}

/** The flat region list (parentId / level) as a tree, keeping the server's display order. */
export interface RegionTree {
  byId: ReadonlyMap<number, Region>;
  childrenOf(parentId: number | null): readonly Region[];
}

export function buildRegionTree(list: readonly Region[]): RegionTree {
  const byId = new Map(list.map((region) => [region.id, region]));
  const children = new Map<number | null, Region[]>();
  for (const region of list) {
    // A region whose parent is missing from the list is shown at the top rather than lost.
    const parent = region.parentId !== null && byId.has(region.parentId) ? region.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(region);
    children.set(parent, siblings);
  }
  return { byId, childrenOf: (parentId) => children.get(parentId) ?? [] };
}

/** The chain from the country down to the region itself; empty for an unknown id. */
export function ancestorsOf(tree: RegionTree, regionId: number): Region[] {
  const chain: Region[] = [];
  const seen = new Set<number>();
  let current = tree.byId.get(regionId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return chain;
}

export function selectionOf(tree: RegionTree, regionId: number): RegionSelection | null {
  const chain = ancestorsOf(tree, regionId);
  const country = chain[0];
  const region = chain.at(-1);
  if (!country || !region) return null;
  return {
    countryId: country.id,
    countryName: country.regionName,
    regionId: region.id,
    regionName: region.regionName,
    regionPath: joinRegionPath(chain.map((r) => r.regionName)),
  };
}

/** Spec section 4: the first region of the list is the default country and region. */
export function defaultSelection(list: readonly Region[]): RegionSelection | null {
  const first = list[0];
  if (!first) return null;
  return {
    countryId: first.id,
    countryName: first.regionName,
    regionId: first.id,
    regionName: first.regionName,
    regionPath: first.regionPathName || first.regionName,
  };
}

/**
 * Metro areas of a country for the one-tap row. The list carries no popularity figure, so the
 * server's display order decides (largest Chinese communities first, states likewise), with at
 * most `perState` metros of one state so that one big state does not fill the row.
 */
export function popularMetros(
  tree: RegionTree,
  countryId: number,
  { limit, perState }: { limit: number; perState: number },
): Region[] {
  const metros: Region[] = [];
  const taken = new Map<number | null, number>();
  for (const region of tree.byId.values()) {
    if (metros.length >= limit) break;
    if (region.level !== RegionLevel.metro) continue;
    if (ancestorsOf(tree, region.id)[0]?.id !== countryId) continue;
    const count = taken.get(region.parentId) ?? 0;
    if (count >= perState) continue;
    taken.set(region.parentId, count + 1);
    metros.push(region);
  }
  return metros;
}
