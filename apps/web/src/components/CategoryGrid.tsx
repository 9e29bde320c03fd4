import type { Category } from '@huaren/contract';
import type { CSSProperties } from 'react';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategoryGrid.module.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface CategoryGridProps {
  categories: readonly Category[];
  label: string;
  testId?: string;
}

/**
 * Category tiles. They do not open anything yet: the post list arrives with a later issue, so
 * the tiles are plain list items rather than links or buttons.
 */
export function CategoryGrid({ categories, label, testId }: CategoryGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid={testId}>
      {categories.map((category) => (
        <li
          key={category.id}
          className={styles.tile}
          style={{ '--accent': accentOf(category.color) } as CSSProperties}
        >
          <span className={styles.icon}>
            <CategoryIcon icon={category.icon} />
          </span>
          <span className={styles.name}>{category.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The category's own colour when it is a plain hex colour; otherwise the brand green. */
function accentOf(color: string): string {
  return HEX_COLOR.test(color) ? color : 'var(--brand)';
}
