import type { Category } from '@huaren/contract';
import type { CSSProperties } from 'react';
import { postListPath } from '../nav/paths';
import { AppLink } from './AppLink';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategoryGrid.module.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface CategoryGridProps {
  categories: readonly Category[];
  label: string;
  testId?: string;
}

/** Category tiles; each is a link to the post list of its category. */
export function CategoryGrid({ categories, label, testId }: CategoryGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid={testId}>
      {categories.map((category) => (
        <li
          key={category.id}
          className={styles.tile}
          style={{ '--accent': accentOf(category.color) } as CSSProperties}
        >
          <AppLink to={postListPath({ category: category.id })} className={styles.link}>
            <span className={styles.icon}>
              <CategoryIcon icon={category.icon} />
            </span>
            <span className={styles.name}>{category.name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The category's own colour when it is a plain hex colour; otherwise the brand green. */
function accentOf(color: string): string {
  return HEX_COLOR.test(color) ? color : 'var(--brand)';
}
