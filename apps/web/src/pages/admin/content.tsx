import { ContentStatus, ContentType } from '@huaren/contract';
import { useAdminContentQuery } from '../../api/adminContent';
import { adminContentPath, type ContentQuery } from '../../nav/paths';
import { useAppNavigator } from '../../nav/appNavigator';
import { parseId } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';
import { ChoiceChips, orAll } from '../../components/admin/ChoiceChips';
import { ContentList } from '../../components/admin/ContentList';
import { CONTENT_STATUSES, CONTENT_TYPES, TYPE_LABEL } from '../../components/admin/contentText';
import styles from '../../components/admin/Filters.module.css';
import { Toolbar } from '../../components/admin/Toolbar';
import { SearchFields } from '../../components/admin/SearchFields';
import { EmptyState } from '../../components/EmptyState';
import { InfiniteFeed } from '../../components/InfiniteFeed';

/**
 * Where a keyword was looked for, when that is not everywhere (decision 0008): the newest rows
 * only (`searchedNewest`), or for posts of every status, not the expired and deleted ones.
 */
function searchScope(q: ContentQuery, searchedNewest: number | null | undefined): string | null {
  if (!q.keyword || searchedNewest === undefined) return null;
  if (searchedNewest !== null) {
    return `关键词只在${q.author ? '该作者' : ''}最新的 ${searchedNewest} 条${TYPE_LABEL[q.type ?? 'post']}中查找`;
  }
  return q.status === undefined
    ? '关键词搜索已发布、已隐藏和待审核的信息；已过期、已删除的请选择对应状态'
    : null;
}

/**
 * Content of one type by status, author and keyword. The filter lives in the address, so the
 * dashboard and a user's page link straight to "their posts" or "pending articles".
 */
export default function AdminContentPage() {
  const navigator = useAppNavigator();
  const type = ContentType.safeParse(useQueryParam('type')).data ?? 'post';
  const status = ContentStatus.safeParse(useQueryParam('status')).data;
  const author = parseId(useQueryParam('author')) ?? undefined;
  const keyword = useQueryParam('keyword') ?? '';
  const query: ContentQuery = { type, status, author, keyword };
  const go = (change: Partial<typeof query>) =>
    void navigator.redirectTo(adminContentPath({ ...query, ...change }));
  const content = useAdminContentQuery({
    type,
    status,
    authorId: author,
    keyword: keyword || undefined,
  });

  const scope = searchScope(query, content.data?.pages[0]?.searchedNewest);

  return (
    <>
      <Toolbar>
        <ChoiceChips
          label="内容类型"
          choices={CONTENT_TYPES}
          value={type}
          onChange={(t) => go({ type: t })}
        />
        <ChoiceChips
          label="状态"
          choices={CONTENT_STATUSES}
          {...orAll(status, (s) => go({ status: s }))}
        />
        <SearchFields
          fields={[
            {
              name: 'author',
              label: '作者 ID',
              placeholder: '作者 ID',
              numeric: true,
              maxLength: 12,
            },
            { name: 'keyword', label: '关键词', placeholder: '标题或内容关键词', maxLength: 50 },
          ]}
          values={{ author: author ? String(author) : '', keyword }}
          onSearch={(v) =>
            go({ author: parseId(v.author ?? null) ?? undefined, keyword: v.keyword || undefined })
          }
        />
        {scope && (
          <p className={styles.note} data-testid="content-search-scope">
            {scope}
          </p>
        )}
      </Toolbar>
      <InfiniteFeed
        query={content}
        empty={<EmptyState title="没有符合条件的内容" testId="content-empty" />}
      >
        {(items) => <ContentList items={items} testId="content-list" />}
      </InfiniteFeed>
    </>
  );
}
