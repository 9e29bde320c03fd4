import {
  ADMIN_REASON_MAX,
  CategoryFieldInput,
  FIELD_LABEL_MAX,
  FIELD_TYPE_LABELS,
  fieldDefinition,
  FieldType,
  type CategoryField,
  type FieldDefinition,
} from '@huaren/contract';
import { Form, Input, TextArea } from 'antd-mobile';
import { ChoiceChips } from '../components/admin/ChoiceChips';
import { SheetForm } from '../components/admin/SheetForm';
import { SwitchRow } from '../components/admin/SwitchRow';
import { showToast } from '../lib/toast';
import { useSaveCategoryFieldMutation } from './adminApi';

/** The form's values: options one a line, bounds as typed. */
interface Values {
  key: string;
  label: string;
  type: FieldType;
  options: string;
  unit: string;
  min: string;
  max: string;
  integer: boolean;
  required: boolean;
  inList: boolean;
  filterable: boolean;
  listFormat: string;
  glue: boolean;
  reason?: string;
}

const TYPE_CHOICES = FieldType.options.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }));

const valuesOf = (f: FieldDefinition): Values => ({
  ...f,
  options: f.options.join('\n'),
  min: f.min === null ? '' : String(f.min),
  max: f.max === null ? '' : String(f.max),
});

/** A new field: the contract's starting settings, a choice until another type is picked. */
const BLANK = valuesOf(fieldDefinition({ key: '', label: '', type: 'choice' }));

const bound = (text: string) => (text.trim() === '' ? null : Number(text));

interface FieldFormProps {
  categoryId: number;
  /** The field to edit, 'new' for a new one (placed last), null when closed. */
  field: CategoryField | 'new' | null;
  onClose: () => void;
}

/**
 * A field's definition in a sheet, checked by the contract's CategoryFieldInput before it is sent
 * (the server checks it again); a field's key and type are fixed once created.
 */
export function FieldForm({ categoryId, field, onClose }: FieldFormProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCategoryFieldMutation();
  const editing = field !== null && field !== 'new' ? field : null;
  const type = Form.useWatch('type', form) ?? editing?.type ?? BLANK.type;

  const onFinish = (shown: Partial<Values>) => {
    // The form hands back only the items it shows (a choice has no bounds): the rest as they were.
    const values: Values = { ...(editing ? valuesOf(editing) : BLANK), ...shown };
    const input = {
      ...values,
      id: editing?.id,
      categoryId,
      options: values.options
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean),
      min: bound(values.min),
      max: bound(values.max),
    };
    const parsed = CategoryFieldInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = String(issue.path[0] ?? 'label') as keyof Values;
      form.setFields([{ name, errors: [issue.message] }]);
      return;
    }
    save.mutate(input, {
      onSuccess: () => {
        showToast('已保存');
        onClose();
      },
    });
  };

  const numeric = type === 'number' || type === 'range';
  return (
    <SheetForm
      visible={field !== null}
      heading={editing ? `编辑字段：${editing.label}` : '新建字段'}
      onClose={onClose}
      form={form}
      initialValues={editing ? valuesOf(editing) : BLANK}
      onFinish={onFinish}
      pending={save.isPending}
      testId="field-save"
    >
      <Form.Item name="label" label="名称">
        <Input placeholder={`如 卧室，最多 ${FIELD_LABEL_MAX} 个字`} maxLength={FIELD_LABEL_MAX} />
      </Form.Item>
      <Form.Item name="key" label="标识" description="英文小写，如 bedrooms；创建后不能修改">
        <Input placeholder="bedrooms" disabled={editing !== null} maxLength={30} />
      </Form.Item>
      <Form.Item name="type" label="类型" disabled={editing !== null}>
        <TypeChoice disabled={editing !== null} />
      </Form.Item>
      {(type === 'choice' || type === 'multi' || type === 'range') && (
        <Form.Item
          name="options"
          label={type === 'range' ? '单位选项' : '选项'}
          description={type === 'range' ? '每行一个，如 时薪、月薪；可不填' : '每行一个'}
        >
          <TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      )}
      {numeric && (
        <>
          <Form.Item name="unit" label="单位" description="如 间、英里；$ 写在数字前">
            <Input maxLength={6} />
          </Form.Item>
          <Form.Item name="min" label="下限">
            <Input inputMode="decimal" placeholder="不限" />
          </Form.Item>
          <Form.Item name="max" label="上限">
            <Input inputMode="decimal" placeholder="不限" />
          </Form.Item>
          <SwitchRow name="integer" label="只能填整数" />
        </>
      )}
      <SwitchRow name="required" label="必填" />
      <SwitchRow name="filterable" label="可筛选" />
      <SwitchRow name="inList" label="列表显示" />
      <Form.Item
        name="listFormat"
        label="列表格式"
        description={type === 'bool' ? '如 包水电|不包水电' : '用 {} 代表填写的值，如 {}卧'}
      >
        <Input maxLength={20} placeholder="选填" />
      </Form.Item>
      <SwitchRow name="glue" label="紧接上一项" description="列表中不加“·”，如 2卧1卫" />
      <Form.Item name="reason" label="操作原因">
        <Input placeholder="选填，记入操作日志" maxLength={ADMIN_REASON_MAX} />
      </Form.Item>
    </SheetForm>
  );
}

function TypeChoice({
  value = 'choice',
  onChange,
  disabled,
}: {
  value?: FieldType;
  onChange?: (v: FieldType) => void;
  disabled: boolean;
}) {
  return (
    <ChoiceChips
      label="类型"
      choices={TYPE_CHOICES}
      value={value}
      onChange={(v) => !disabled && onChange?.(v)}
    />
  );
}
