import type { AdminCategory } from '@huaren/contract';
import { Button, Tag } from 'antd-mobile';
import { adminCategoryFieldsPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import { CategoryIcon } from '../CategoryIcon';
import styles from './Card.module.css';
import { MoveButtons } from './MoveButtons';
import type { CardMove } from './OrderedCards';

interface CategoryCardProps extends CardMove {
  category: AdminCategory;
  onEdit: () => void;
}

/** A category as it shows in the app (icon on its colour), its switches, order and edit. */
export function CategoryCard({ category, onMove, first, last, moving, onEdit }: CategoryCardProps) {
  return (
    <li className={styles.card} data-testid="admin-category">
      <div className={styles.row}>
        <span className={styles.icon} style={{ background: category.color }}>
          <CategoryIcon icon={category.icon} size={22} />
        </span>
        <h3 className={styles.title}>{category.name}</h3>
      </div>
      <div className={styles.tags}>
        <Tag color="default" fill="outline">
          {category.color}
        </Tag>
        {category.recommended && <Tag color="success">首页推荐</Tag>}
        {category.hasPrice && <Tag color="primary">带价格</Tag>}
        {category.premoderated && <Tag color="warning">先审后发</Tag>}
      </div>
      <div className={styles.actions}>
        <MoveButtons name={category.name} first={first} last={last} busy={moving} onMove={onMove} />
        <Button size="small" onClick={onEdit} aria-label={`编辑 ${category.name}`}>
          编辑
        </Button>
        <AppLink
          to={adminCategoryFieldsPath(category.id)}
          className={styles.link}
          testId="admin-category-fields"
        >
          字段
        </AppLink>
      </div>
    </li>
  );
}
