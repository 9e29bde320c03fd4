import { roundCoords, type Coords } from './geo';

/** Why the browser gave no location, in the words the user sees. */
export class LocationError extends Error {}

/** The browser's location, asking for permission if it has not been given yet. */
export function getBrowserLocation(): Promise<Coords> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in window.navigator)) {
      reject(new LocationError('此浏览器不支持定位'));
      return;
    }
    window.navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundCoords(coords)),
      (error) =>
        reject(
          new LocationError(
            error.code === error.PERMISSION_DENIED ? '未获得定位权限' : '定位失败，请重试',
          ),
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** Whether the user has already allowed location, so it can be read without a prompt. */
export async function isLocationAllowed(): Promise<boolean> {
  try {
    const status = await window.navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}
