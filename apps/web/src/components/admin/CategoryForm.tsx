import {
  ADMIN_REASON_MAX,
  adminSaveCategory,
  CategoryIcon as IconKey,
  type AdminCategory,
} from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { useSaveCategoryMutation } from '../../api/adminCategories';
import { showToast } from '../../lib/toast';
import { CategoryIcon } from '../CategoryIcon';
import { CATEGORY_ICON_LABEL } from './contentText';
import { zodRule } from '../form/zodRule';
import styles from './CategoryForm.module.css';
import { SheetForm } from './SheetForm';
import { SwitchRow } from './SwitchRow';

const fields = adminSaveCategory.input.shape;

type Values = Omit<AdminCategory, 'id' | 'sortOrder'> & { reason?: string };

const BLANK: Values = {
  name: '',
  icon: 'other',
  color: '#2ba245',
  recommended: false,
  hasPrice: false,
  premoderated: false,
};

interface CategoryFormProps {
  /** The category to edit, 'new' for a new one (placed last), null when closed. */
  category: AdminCategory | 'new' | null;
  onClose: () => void;
}

/** Name, icon, colour and the three switches of a category, in a sheet. */
export function CategoryForm({ category, onClose }: CategoryFormProps) {
  const save = useSaveCategoryMutation();
  const editing = category !== null && category !== 'new' ? category : null;
  const onFinish = (values: Values) =>
    save.mutate(
      { ...values, id: editing?.id },
      {
        onSuccess: () => {
          showToast('已保存');
          onClose();
        },
      },
    );
  return (
    <SheetForm
      visible={category !== null}
      heading={editing ? `编辑分类：${editing.name}` : '新建分类'}
      onClose={onClose}
      initialValues={editing ?? BLANK}
      onFinish={onFinish}
      pending={save.isPending}
      testId="category-save"
    >
      <Form.Item name="name" label="名称" rules={[zodRule(fields.name)]}>
        <Input placeholder="最多 10 个字" maxLength={10} clearable />
      </Form.Item>
      <Form.Item name="icon" label="图标">
        <IconChoice />
      </Form.Item>
      <Form.Item name="color" label="颜色" rules={[zodRule(fields.color)]}>
        <ColorInput />
      </Form.Item>
      <SwitchRow name="recommended" label="首页推荐" />
      <SwitchRow name="hasPrice" label="带价格" />
      <SwitchRow name="premoderated" label="先审后发" description="新信息须经管理员审核后才公开" />
      <Form.Item name="reason" label="操作原因" rules={[zodRule(fields.reason)]}>
        <Input placeholder="选填，记入操作日志" maxLength={ADMIN_REASON_MAX} clearable />
      </Form.Item>
    </SheetForm>
  );
}

/** Form.Item hands its value and onChange to the control. */
interface ControlProps<T> {
  value?: T;
  onChange?: (value: T) => void;
}

function IconChoice({ value, onChange }: ControlProps<IconKey>) {
  return (
    <div className={styles.icons} role="group" aria-label="图标">
      {IconKey.options.map((icon) => (
        <button
          key={icon}
          type="button"
          className={styles.iconButton}
          aria-pressed={icon === value}
          aria-label={CATEGORY_ICON_LABEL[icon]}
          onClick={() => onChange?.(icon)}
        >
          <CategoryIcon icon={icon} size={22} />
        </button>
      ))}
    </div>
  );
}

function ColorInput({ value = '', onChange }: ControlProps<string>) {
  return (
    <div className={styles.color}>
      <input
        type="color"
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(event) => onChange?.(event.target.value)}
        aria-label="选择颜色"
      />
      <Input value={value} onChange={(v) => onChange?.(v)} maxLength={7} placeholder="#RRGGBB" />
    </div>
  );
}
