import type { CategoryField } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useAdminCategoriesQuery } from '../../api/adminCategories';
import { OrderedCards } from '../../components/admin/OrderedCards';
import { useReasonDialog } from '../../components/admin/ReasonDialog';
import { Toolbar } from '../../components/admin/Toolbar';
import { QueryView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import {
  useAdminCategoryFieldsQuery,
  useDeleteCategoryFieldMutation,
  useOrderCategoryFieldsMutation,
} from '../../category-fields/adminApi';
import { FieldCard } from '../../category-fields/FieldCard';
import { FieldForm } from '../../category-fields/FieldForm';
import { parseId } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';

/** The questions of one category (?category=): add, edit, move up and down, delete. */
export default function AdminCategoryFieldsPage() {
  const categoryId = parseId(useQueryParam('category')) ?? 0;
  const category = useAdminCategoriesQuery().data?.find((c) => c.id === categoryId);
  const fields = useAdminCategoryFieldsQuery(categoryId);
  const order = useOrderCategoryFieldsMutation(categoryId);
  const remove = useDeleteCategoryFieldMutation();
  const { ask, dialog } = useReasonDialog();
  const [editing, setEditing] = useState<CategoryField | 'new' | null>(null);
  const list = fields.data ?? [];
  return (
    <QueryView query={fields}>
      <Toolbar>
        <h2>{category ? `${category.name} 的字段` : '分类字段'}</h2>
        <Button color="primary" size="small" onClick={() => setEditing('new')}>
          新建字段
        </Button>
      </Toolbar>
      {list.length === 0 && <EmptyState title="这个分类还没有字段" testId="admin-fields-empty" />}
      <OrderedCards
        items={list}
        order={order}
        testId="admin-fields"
        card={(field, move) => (
          <FieldCard
            field={field}
            {...move}
            onEdit={() => setEditing(field)}
            onDelete={() =>
              ask({
                title: `删除字段“${field.label}”`,
                description: '表单、详情、列表和筛选中不再出现；已发布信息的答案保留但不再显示。',
                confirmText: '删除',
                danger: true,
                optional: true,
                run: (reason) => remove.mutateAsync({ id: field.id, reason }),
                doneText: '已删除',
              })
            }
          />
        )}
      />
      <FieldForm
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        categoryId={categoryId}
        field={editing}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </QueryView>
  );
}
