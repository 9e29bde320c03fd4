import type { CategoryIcon } from '@huaren/contract';
import { useCategoriesQuery } from '../../api/categories';
import styles from './SafetyTip.module.css';

/** The scams each kind of listing draws in this community (decision 0040), said before the contacts. */
const TIPS: Partial<Record<CategoryIcon, string>> = {
  housing:
    '看房前不要支付任何定金或押金；自称人在外地或国外、不能带你看房的“房东”，不要给他汇款。签约前核实房东身份。',
  secondhand:
    '尽量当面验货交易。对方用支票或 Zelle 多付款项、再请你退还差额，是常见骗局：款项真正到账前不要退款或发货。',
  jobs: '正规雇主不会让你先交培训费、服装费、保证金或自购设备。凡是上岗前要你付钱的工作，请提高警惕。',
  car: '当面看车试驾，用车架号（VIN）查询车况和产权（clean / salvage）；看车前不要汇定金。',
  service: '确认服务方的资质和口碑，不要一次性预付全款；约定的价钱和内容最好留下文字记录。',
};

/** A short warning for the post's kind of listing, when there is one. */
export function SafetyTip({ categoryId }: { categoryId: number }) {
  const categories = useCategoriesQuery();
  const icon = categories.data?.find((c) => c.id === categoryId)?.icon;
  const tip = icon && TIPS[icon];
  if (!tip) return null;
  return (
    <p className={styles.tip} role="note" data-testid="safety-tip">
      <strong className={styles.title}>防骗提醒</strong>
      {tip}
    </p>
  );
}
