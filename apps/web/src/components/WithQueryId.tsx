import type { ReactNode } from 'react';
import { parseId } from '../lib/url';
import { useQueryParam } from '../nav/useQueryParam';
import { EmptyState } from './EmptyState';

/** The page's `?id=` given to `children`; a link without a valid one shows `missing` (帖子不存在). */
export function WithQueryId({
  missing,
  children,
}: {
  missing: string;
  children: (id: number) => ReactNode;
}) {
  const id = parseId(useQueryParam('id'));
  if (id === null) return <EmptyState title={missing} description="链接可能不完整。" />;
  return children(id);
}
