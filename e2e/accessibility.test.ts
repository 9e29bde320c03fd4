import { describe } from 'vitest';
import { itPassesAxeOn } from './support/axe';
import { useBrowser } from './support/browser';

const open = useBrowser();

describe('accessibility', () => {
  itPassesAxeOn(open, [
    ['home', '/', 'home-categories'],
    // Opened directly: its nav bar offers home rather than back.
    ['region picker', '/pages/region/index', 'region-list'],
  ]);
});
