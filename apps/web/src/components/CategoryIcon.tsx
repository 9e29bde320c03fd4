import type { CategoryIcon as IconKey } from '@huaren/contract';
import { PathsIcon } from './StrokeIcon';

/** Stroke drawings on a 24-unit grid, one per icon key of the contract. */
const drawings: Record<IconKey, string[]> = {
  housing: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20h13V9.5', 'M10 20v-5.5h4V20'],
  jobs: [
    'M4.5 7.5h15a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5V9a1.5 1.5 0 0 1 1.5-1.5z',
    'M9 7.5V5.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
    'M3 13h18',
  ],
  secondhand: [
    'M20.4 13.6 13.6 20.4a1.8 1.8 0 0 1-2.5 0L3.5 12.8V3.5h9.3l7.6 7.6a1.8 1.8 0 0 1 0 2.5z',
    'M8 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  ],
  car: [
    'M4 16.5V12l2.1-4.7A2 2 0 0 1 7.9 6h8.2a2 2 0 0 1 1.8 1.3L20 12v4.5z',
    'M4 12h16',
    'M7.5 19.5v-3',
    'M16.5 19.5v-3',
  ],
  service: [
    'M14.7 6.3a4 4 0 0 0-5.2 5.2l-6 6a1.6 1.6 0 0 0 2.3 2.3l6-6a4 4 0 0 0 5.2-5.2l-2.4 2.4-2.2-.5-.5-2.2z',
  ],
  food: ['M3 11.5h18a9 8 0 0 1-18 0z', 'M9.5 20h5', 'M13 3.5 10.5 9', 'M18 4.5 13.5 9'],
  education: [
    'M2.5 9 12 4.5 21.5 9 12 13.5z',
    'M6.5 11v4.5c0 1.4 2.5 3 5.5 3s5.5-1.6 5.5-3V11',
    'M21.5 9v5',
  ],
  event: [
    'M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V7A1.5 1.5 0 0 1 5 5.5z',
    'M3.5 10h17',
    'M8 3.5v4',
    'M16 3.5v4',
    'M8 14h3v3H8z',
  ],
  legal: [
    'M12 4v16',
    'M8 20h8',
    'M5 7h14',
    'M5 7l-2.5 6a2.5 2.5 0 0 0 5 0z',
    'M19 7l-2.5 6a2.5 2.5 0 0 0 5 0z',
  ],
  other: [
    'M5 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
    'M15 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
    'M5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1z',
    'M17 14a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  ],
};

/** The picture of a category; decorative, the tile's text names it. */
export function CategoryIcon({ icon, size = 26 }: { icon: IconKey; size?: number }) {
  return <PathsIcon paths={drawings[icon] ?? drawings.other} size={size} />;
}
