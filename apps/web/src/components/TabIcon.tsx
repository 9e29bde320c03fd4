import { PathsIcon } from './StrokeIcon';
import type { TabIcon as TabIconKey } from '../nav/pageIndex';

const drawings: Record<TabIconKey, string[]> = {
  home: ['M3.5 11 12 4l8.5 7', 'M5.5 9.5V20h13V9.5', 'M10 20v-5h4v5'],
  community: [
    'M4 5h12a1.5 1.5 0 0 1 1.5 1.5v7A1.5 1.5 0 0 1 16 15H9l-4 3.5V15H4a1.5 1.5 0 0 1-1.5-1.5v-7A1.5 1.5 0 0 1 4 5z',
    'M17.5 9H20a1.5 1.5 0 0 1 1.5 1.5v7A1.5 1.5 0 0 1 20 19h-.5v2.5L16 19h-5a1.5 1.5 0 0 1-1.5-1.5V15',
  ],
  sections: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'],
  mine: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 20.5c.8-3.6 4-6 8-6s7.2 2.4 8 6'],
};

export function TabIcon({ icon }: { icon: TabIconKey }) {
  return <PathsIcon paths={drawings[icon]} />;
}
