import { FIELD_TYPE_LABELS, type CategoryField } from '@huaren/contract';
import { Button, Tag } from 'antd-mobile';
import { MoveButtons } from '../components/admin/MoveButtons';
import styles from '../components/admin/Card.module.css';

interface FieldCardProps {
  field: CategoryField;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One field of a category in the console: label, key, type, switches and options. */
export function FieldCard({
  field,
  first,
  last,
  moving,
  onMove,
  onEdit,
  onDelete,
}: FieldCardProps) {
  const unit = field.unit ? `（${field.unit}）` : '';
  return (
    <li className={styles.card} data-testid="admin-field" data-key={field.key}>
      <div className={styles.row}>
        <h3 className={styles.title}>
          {field.label}
          {unit}
        </h3>
      </div>
      <div className={styles.tags}>
        <Tag color="default" fill="outline">
          {field.key}
        </Tag>
        <Tag color="primary">{FIELD_TYPE_LABELS[field.type]}</Tag>
        {field.required && <Tag color="danger">必填</Tag>}
        {field.inList && <Tag color="success">列表显示</Tag>}
        {field.filterable && <Tag color="warning">可筛选</Tag>}
      </div>
      {field.options.length > 0 && <p className={styles.meta}>{field.options.join(' / ')}</p>}
      <div className={styles.actions}>
        <MoveButtons name={field.label} first={first} last={last} busy={moving} onMove={onMove} />
        <Button size="small" onClick={onEdit} aria-label={`编辑 ${field.label}`}>
          编辑
        </Button>
        <Button
          size="small"
          color="danger"
          fill="outline"
          onClick={onDelete}
          aria-label={`删除 ${field.label}`}
        >
          删除
        </Button>
      </div>
    </li>
  );
}
