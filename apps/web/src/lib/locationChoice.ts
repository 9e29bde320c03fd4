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
    const l = JSON.parse(raw) as PostLocation;
    return typeof l.latitude === 'number' && typeof l.longitude === 'number' ? l : null;
  } catch {
    return null;
  }
}
