import { REGION_PATH_SEPARATOR, type Region } from '@huaren/contract';
import { CascadePicker, type CascadePickerOption } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { ancestorsOf, buildRegionTree, type RegionTree } from '../../../lib/regionTree';
import { PickerRow, type IdPickerProps } from './PickerRow';

interface RegionFieldProps extends IdPickerProps {
  regions: readonly Region[];
}

/** Country › state › metro, from the same region tree as the home page's picker. */
export function RegionField({ regions, value, onChange, error }: RegionFieldProps) {
  const [open, setOpen] = useState(false);
  const tree = useMemo(() => buildRegionTree(regions), [regions]);
  const options = useMemo(() => optionsOf(tree, null), [tree]);
  const chain = value === null ? [] : ancestorsOf(tree, value);
  return (
    <>
      <PickerRow
        label="地区"
        value={chain.length ? chain.map((r) => r.regionName).join(' › ') : null}
        placeholder="请选择地区"
        onClick={() => setOpen(true)}
        error={error}
        testId="form-region"
      />
      <CascadePicker
        options={options}
        visible={open}
        value={chain.map((r) => String(r.id))}
        onClose={() => setOpen(false)}
        onConfirm={(ids) => {
          const last = Number(ids.filter((id) => id !== null).at(-1));
          if (Number.isInteger(last) && last > 0) onChange(last);
        }}
        title="选择地区"
        cancelText="取消"
        confirmText="确定"
      />
    </>
  );
}

function optionsOf(tree: RegionTree, parentId: number | null): CascadePickerOption[] {
  return tree.childrenOf(parentId).map((region) => {
    const children = optionsOf(tree, region.id);
    return {
      label: region.regionName.split(REGION_PATH_SEPARATOR).at(-1) ?? region.regionName,
      value: String(region.id),
      children: children.length ? children : undefined,
    };
  });
}
