import type { PostLocation } from '@huaren/contract';

/**
 * The hand-over from /choose-location back to the publish form: the picker leaves its choice
 * here and goes back; the form takes it when it mounts again. sessionStorage, so a reload in
 * between keeps it, and another tab does not see it.
 */
const KEY = 'chosenLocation';

export function leaveLocation(location: PostLocation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(location));
  } catch {
    // Storage disabled: the location is lost, the user can add it again.
  }
}

export function takeLocation(): PostLocation | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    return readLocation(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A stored location, or null when it is not one: an address, with both coordinates or neither. */
export function readLocation(value: unknown): PostLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { latitude, longitude, address } = value as Record<string, unknown>;
  if (typeof address !== 'string') return null;
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    return { latitude, longitude, address };
  }
  return latitude == null && longitude == null
    ? { latitude: null, longitude: null, address }
    : null;
}
