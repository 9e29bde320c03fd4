import type { AdminCategory } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useAdminCategoriesQuery, useOrderCategoriesMutation } from '../../api/adminCategories';
import { CategoryCard } from '../../components/admin/CategoryCard';
import { CategoryForm } from '../../components/admin/CategoryForm';
import { OrderedCards } from '../../components/admin/OrderedCards';
import { Toolbar } from '../../components/admin/Toolbar';
import { QueryView } from '../../components/AsyncView';

/** Every category in display order: create, edit, move up and down. */
export default function AdminCategoriesPage() {
  const categories = useAdminCategoriesQuery();
  const order = useOrderCategoriesMutation();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const list = categories.data ?? [];
  return (
    <QueryView query={categories}>
      <Toolbar>
        <Button color="primary" size="small" onClick={() => setEditing('new')}>
          新建分类
        </Button>
      </Toolbar>
      <OrderedCards
        items={list}
        order={order}
        testId="admin-categories"
        card={(category, move) => (
          <CategoryCard category={category} {...move} onEdit={() => setEditing(category)} />
        )}
      />
      <CategoryForm category={editing} onClose={() => setEditing(null)} />
    </QueryView>
  );
}
