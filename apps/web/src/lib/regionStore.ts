import { useSyncExternalStore } from 'react';
import type { RegionSelection } from './regionTree';
import { StorageKey, readKey, writeKey } from './storage';

/**
 * The selected region, kept under the spec's local keys and readable as React state. Other tabs
 * of the same browser see a change through the `storage` event.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string; value: RegionSelection | null } | undefined;

function read(): RegionSelection | null {
  const raw = [
    StorageKey.countryId,
    StorageKey.countryName,
    StorageKey.regionId,
    StorageKey.regionName,
    StorageKey.regionPath,
  ].map((key) => readKey(key) ?? '');
  const joined = raw.join('\u0000');
  // useSyncExternalStore needs the same object while nothing changed.
  if (cache?.raw === joined) return cache.value;
  const [countryId, countryName, regionId, regionName, regionPath] = raw as [
    string,
    string,
    string,
    string,
    string,
  ];
  const value =
    countryId &&
    regionId &&
    Number.isInteger(Number(countryId)) &&
    Number.isInteger(Number(regionId))
      ? {
          countryId: Number(countryId),
          countryName,
          regionId: Number(regionId),
          regionName,
          regionPath: regionPath || regionName,
        }
      : null;
  cache = { raw: joined, value };
  return value;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(StorageKey).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getStoredRegion(): RegionSelection | null {
  return read();
}

export function saveRegion(selection: RegionSelection): void {
  writeKey(StorageKey.countryId, String(selection.countryId));
  writeKey(StorageKey.countryName, selection.countryName);
  writeKey(StorageKey.regionId, String(selection.regionId));
  writeKey(StorageKey.regionName, selection.regionName);
  writeKey(StorageKey.regionPath, selection.regionPath);
  for (const listener of listeners) listener();
}

export function useStoredRegion(): RegionSelection | null {
  // The server renders the first view of a reader with no region stored (decision 0047); a stored
  // one replaces it right after hydration.
  return useSyncExternalStore(subscribe, read, () => null);
}
