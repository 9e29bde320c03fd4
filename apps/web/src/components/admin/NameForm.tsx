import {
  ADMIN_REASON_MAX,
  REGION_ALIAS_MAX,
  adminOptionalReasonField,
  adminSaveRegion,
} from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { SubmitButton } from '../form/SubmitButton';
import { zodRule } from '../form/zodRule';
import { FormSheet } from './FormSheet';

export interface RegionAliases {
  nameEn: string;
  pinyin: string;
}

interface NameFormProps {
  /** The sheet's heading; null when closed. */
  heading: string | null;
  initial: string;
  maxLength: number;
  field: Parameters<typeof zodRule>[0];
  pending: boolean;
  /**
   * A region's English names and pinyin (decision 0005, "Aliases"), shown as two more fields
   * when given.
   */
  aliases?: RegionAliases;
  /** The name, the optional reason for the audit log ('' when blank), and the aliases. */
  onSave: (name: string, reason: string, aliases?: RegionAliases) => void;
  onClose: () => void;
}

/** One name in a sheet, with an optional reason: a new region, or a rename. */
export function NameForm({
  heading,
  initial,
  maxLength,
  field,
  pending,
  aliases,
  onSave,
  onClose,
}: NameFormProps) {
  return (
    <FormSheet visible={heading !== null} heading={heading ?? ''} onClose={onClose}>
      <Form
        initialValues={{ name: initial, ...aliases }}
        onFinish={(values: { name: string; reason?: string } & Partial<RegionAliases>) =>
          onSave(
            values.name.trim(),
            values.reason ?? '',
            aliases && { nameEn: values.nameEn?.trim() ?? '', pinyin: values.pinyin?.trim() ?? '' },
          )
        }
        footer={
          <SubmitButton pending={pending} testId="name-save">
            保存
          </SubmitButton>
        }
      >
        <Form.Item name="name" label="名称" rules={[zodRule(field)]}>
          <Input placeholder={`最多 ${maxLength} 个字`} maxLength={maxLength} clearable />
        </Form.Item>
        {aliases && (
          <>
            <Form.Item
              name="nameEn"
              label="英文名"
              description="用“/”对应中文名的各部分，用“,”分隔同一部分的多种写法"
              rules={[zodRule(adminSaveRegion.input.shape.nameEn)]}
            >
              <Input
                placeholder="如 New York, NYC/Flushing"
                maxLength={REGION_ALIAS_MAX}
                clearable
              />
            </Form.Item>
            <Form.Item
              name="pinyin"
              label="拼音"
              rules={[zodRule(adminSaveRegion.input.shape.pinyin)]}
            >
              <Input placeholder="如 niuyue/falasheng" maxLength={REGION_ALIAS_MAX} clearable />
            </Form.Item>
          </>
        )}
        <Form.Item name="reason" label="操作原因" rules={[zodRule(adminOptionalReasonField)]}>
          <Input placeholder="选填，记入操作日志" maxLength={ADMIN_REASON_MAX} clearable />
        </Form.Item>
      </Form>
    </FormSheet>
  );
}
