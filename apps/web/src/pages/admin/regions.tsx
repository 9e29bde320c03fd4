import { adminSaveRegion, RegionLevel, type Region } from '@huaren/contract';
import { Button, Picker } from 'antd-mobile';
import { useState } from 'react';
import { useOrderRegionsMutation, useSaveRegionMutation } from '../../api/adminRegions';
import { useRegionsQuery } from '../../api/regions';
import { AdminPath } from '../../nav/paths';
import { parseId, withQuery } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';
import { CardList } from '../../components/admin/CardList';
import { Toolbar } from '../../components/admin/Toolbar';
import { MoveButtons } from '../../components/admin/MoveButtons';
import { NameForm } from '../../components/admin/NameForm';
import { useReasonDialog } from '../../components/admin/ReasonDialog';
import { movedIds } from '../../components/admin/reorder';
import { RegionCard } from '../../components/admin/RegionCard';
import { AppLink } from '../../components/AppLink';
import { QueryView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { showToast } from '../../lib/toast';
import styles from './regions.module.css';

const NAME_MAX = 20;
const regionsPath = (parent?: number) => withQuery(AdminPath.regions, { parent });

type Editing = { kind: 'new' } | { kind: 'rename' | 'move'; region: Region } | null;

/**
 * The region tree one level at a time (countries, states, metros): create, rename, reorder, and
 * move a region to another parent of its parent's level.
 */
export default function AdminRegionsPage() {
  const parentId = parseId(useQueryParam('parent'));
  const regions = useRegionsQuery();
  const save = useSaveRegionMutation();
  const order = useOrderRegionsMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const { ask, dialog } = useReasonDialog();

  const all = regions.data ?? [];
  const parent = all.find((r) => r.id === parentId) ?? null;
  const children = all.filter((r) => r.parentId === (parent?.id ?? null));
  // Where a child of this parent may move: the parent's own level, other than the parent.
  const parents = parent ? all.filter((r) => r.level === parent.level && r.id !== parent.id) : [];
  const close = () => setEditing(null);
  const saved = (text: string) => ({
    onSuccess: () => {
      showToast(text);
      close();
    },
  });

  return (
    <QueryView query={regions}>
      <Toolbar>
        <nav className={styles.path} aria-label="地区层级">
          <AppLink to={regionsPath()}>全部国家</AppLink>
          {ancestry(all, parent).map((region, i, chain) => (
            <span key={region.id}>
              {' › '}
              {i < chain.length - 1 ? (
                <AppLink to={regionsPath(region.id)}>{region.regionName}</AppLink>
              ) : (
                <strong aria-current="page">{region.regionName}</strong>
              )}
            </span>
          ))}
        </nav>
        <Button color="primary" size="small" onClick={() => setEditing({ kind: 'new' })}>
          {parent ? `在“${parent.regionName}”下新建` : '新建国家'}
        </Button>
      </Toolbar>
      {children.length === 0 ? (
        <EmptyState title="这一级还没有地区" testId="regions-empty" />
      ) : (
        <CardList testId="admin-regions">
          {children.map((region, index) => (
            <RegionCard
              key={region.id}
              region={region}
              open={region.level < RegionLevel.metro ? regionsPath(region.id) : null}
            >
              <MoveButtons
                name={region.regionName}
                first={index === 0}
                last={index === children.length - 1}
                busy={order.isPending}
                onMove={(delta) =>
                  order.mutate({
                    parentId: parent?.id ?? null,
                    ids: movedIds(children, index, delta),
                  })
                }
              />
              <Button
                size="small"
                onClick={() => setEditing({ kind: 'rename', region })}
                aria-label={`重命名 ${region.regionName}`}
              >
                重命名
              </Button>
              {parents.length > 0 && (
                <Button
                  size="small"
                  onClick={() => setEditing({ kind: 'move', region })}
                  aria-label={`移动 ${region.regionName}`}
                >
                  移动
                </Button>
              )}
            </RegionCard>
          ))}
        </CardList>
      )}
      <NameForm
        heading={
          editing?.kind === 'new'
            ? parent
              ? `在“${parent.regionName}”下新建地区`
              : '新建国家'
            : editing?.kind === 'rename'
              ? `重命名“${editing.region.regionName}”`
              : null
        }
        initial={editing?.kind === 'rename' ? editing.region.regionName : ''}
        aliases={
          editing?.kind === 'rename'
            ? { nameEn: editing.region.nameEn, pinyin: editing.region.pinyin }
            : { nameEn: '', pinyin: '' }
        }
        maxLength={NAME_MAX}
        field={adminSaveRegion.input.shape.name}
        pending={save.isPending}
        onClose={close}
        onSave={(name, reason, aliases) =>
          save.mutate(
            {
              id: editing?.kind === 'rename' ? editing.region.id : undefined,
              name,
              ...aliases,
              parentId: parent?.id ?? null,
              reason,
            },
            saved('已保存'),
          )
        }
      />
      <Picker
        title={editing?.kind === 'move' ? `把“${editing.region.regionName}”移到` : undefined}
        visible={editing?.kind === 'move'}
        columns={[
          parents.map((p) => ({ label: p.regionPathName.replaceAll('>', ' › '), value: p.id })),
        ]}
        onClose={close}
        onConfirm={([to]) => {
          if (editing?.kind !== 'move' || typeof to !== 'number') return;
          const { region } = editing;
          const target = parents.find((p) => p.id === to);
          ask({
            title: '移动地区',
            description: `把“${region.regionName}”移到“${target?.regionName ?? ''}”，其下的信息和文章随之移动。`,
            confirmText: '移动',
            optional: true,
            doneText: '已移动',
            run: (reason) =>
              save.mutateAsync({ id: region.id, name: region.regionName, parentId: to, reason }),
          });
        }}
      />
      {dialog}
    </QueryView>
  );
}

/** The regions from the country down to `region`. */
function ancestry(all: readonly Region[], region: Region | null): Region[] {
  const chain: Region[] = [];
  for (let r = region; r; r = all.find((p) => p.id === r?.parentId) ?? null) chain.unshift(r);
  return chain;
}
