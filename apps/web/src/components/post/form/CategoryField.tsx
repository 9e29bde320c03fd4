import type { Category } from '@huaren/contract';
import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { PickerRow, type IdPickerProps } from './PickerRow';

interface CategoryFieldProps extends IdPickerProps {
  categories: readonly Category[];
}

export function CategoryField({ categories, value, onChange, error }: CategoryFieldProps) {
  const [open, setOpen] = useState(false);
  const current = categories.find((c) => c.id === value);
  return (
    <>
      <PickerRow
        label="分类"
        value={current?.name ?? null}
        placeholder="请选择分类"
        onClick={() => setOpen(true)}
        error={error}
        testId="form-category"
      />
      <Picker
        columns={[categories.map((c) => ({ label: c.name, value: c.id }))]}
        visible={open}
        value={value === null ? [] : [value]}
        onClose={() => setOpen(false)}
        onConfirm={([id]) => typeof id === 'number' && onChange(id)}
        title="选择分类"
        cancelText="取消"
        confirmText="确定"
      />
    </>
  );
}
