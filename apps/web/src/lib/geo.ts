/** A point on the earth, in degrees. */
export interface Coords {
  latitude: number;
  longitude: number;
}

/** Where a map looks: its centre and zoom level (0 is the whole world, 18 a street). */
export interface MapView extends Coords {
  zoom: number;
}

/** Close enough to show the street a point is on. */
export const STREET_ZOOM = 16;

/** Five decimals is about a metre: precise enough to find a door, no more. */
export function roundCoords({ latitude, longitude }: Coords): Coords {
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { latitude: round(latitude), longitude: round(longitude) };
}
