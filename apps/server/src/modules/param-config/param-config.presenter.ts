import type { ParamConfigItem } from '@huaren/contract';
import type { ParamConfigRow } from '../../core/site/param-config.repository';

export function presentParamConfig(row: ParamConfigRow): ParamConfigItem {
  return { key: row.key, value: row.value };
}
