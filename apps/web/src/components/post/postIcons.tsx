import { fillableIcon, pathsIcon } from '../StrokeIcon';

/** Icons of the post pages only (kept out of the shared icons file, which the first screen loads). */

export const HeartIcon = fillableIcon(
  'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  22,
);

export const ReplyIcon = pathsIcon(['M4.5 5.5h15v10h-9l-4 3.5v-3.5h-2z'], 22);

export const ShareIcon = pathsIcon(['M12 4v11', 'M7.5 8.5 12 4l4.5 4.5', 'M5 13v6h14v-6'], 22);

export const FlagIcon = pathsIcon(['M6 21V4', 'M6 4.5h11l-2.5 4 2.5 4H6'], 22);
