import type { PostLocation } from '@huaren/contract';

export interface MapAppLinks {
  google: string;
  apple: string;
}

/**
 * The place in the map apps people already have: at its coordinates when the poster gave them,
 * otherwise a search for the address.
 */
export function mapAppLinks({ latitude, longitude, address }: PostLocation): MapAppLinks {
  const q = encodeURIComponent(address);
  if (latitude === null || longitude === null) {
    return {
      google: `https://www.google.com/maps/search/?api=1&query=${q}`,
      apple: `https://maps.apple.com/?q=${q}`,
    };
  }
  const ll = `${latitude},${longitude}`;
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${ll}`,
    apple: `https://maps.apple.com/?ll=${ll}&q=${address ? q : ll}`,
  };
}
