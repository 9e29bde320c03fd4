import { lazy, Suspense } from 'react';
import type { LocationMapProps } from './LocationMap';

const LocationMap = lazy(() => import('./LocationMap'));

/** The map, fetched with Leaflet on first use; until then an empty box of the same size. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <LocationMap {...props} />
    </Suspense>
  );
}
