import { pathsIcon } from './StrokeIcon';

/** Small decorative pictures shared by several pages; each is hidden from screen readers. */

export const PinIcon = pathsIcon([
  'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z',
  'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
]);

export const ChevronRightIcon = pathsIcon(['M9 5l7 7-7 7']);

export const DocumentIcon = pathsIcon([
  'M6.5 3.5h7l4 4v12a1 1 0 0 1-1 1h-10a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1z',
  'M13.5 3.5v4h4',
  'M8.5 12.5h7',
  'M8.5 16h5',
]);

export const ChatIcon = pathsIcon([
  'M4.5 5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17h-1A1.5 1.5 0 0 1 3 15.5v-9A1.5 1.5 0 0 1 4.5 5z',
  'M8 10h8',
  'M8 13h5',
]);

export const UserIcon = pathsIcon([
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M4 20.5c.8-3.6 4-6 8-6s7.2 2.4 8 6',
]);

export const ClockIcon = pathsIcon([
  'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z',
  'M12 7.5V12l3 2',
]);

export const CheckIcon = pathsIcon(['M5 12.5l4.5 4.5L19 7.5']);
