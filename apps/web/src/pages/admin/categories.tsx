import type { AdminCategory } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useAdminCategoriesQuery, useOrderCategoriesMutation } from '../../api/adminCategories';
import { CardList } from '../../components/admin/CardList';
import { CategoryCard } from '../../components/admin/CategoryCard';
import { CategoryForm } from '../../components/admin/CategoryForm';
import { Toolbar } from '../../components/admin/Toolbar';
import { movedIds } from '../../components/admin/reorder';
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
      <CardList testId="admin-categories">
        {list.map((category, index) => (
          <CategoryCard
            key={category.id}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            moving={order.isPending}
            onMove={(delta) => order.mutate(movedIds(list, index, delta))}
            onEdit={() => setEditing(category)}
          />
        ))}
      </CardList>
      <CategoryForm category={editing} onClose={() => setEditing(null)} />
    </QueryView>
  );
}
