import { usePostQuery } from '../../../api/posts';
import { parseId } from '../../../lib/url';
import { PostPath, postEditPath } from '../../../nav/paths';
import { useQueryParam } from '../../../nav/useQueryParam';
import { AppLink } from '../../../components/AppLink';
import { EmptyState } from '../../../components/EmptyState';
import { GoneView } from '../../../components/GoneView';
import { PostActionBar } from '../../../components/post/PostActionBar';
import { PostBody } from '../../../components/post/PostBody';
import { PostContact } from '../../../components/post/PostContact';
import { PostGallery } from '../../../components/post/PostGallery';
import { SoldBanner } from '../../../components/post/SoldBanner';
import { FieldTable } from '../../../category-fields/FieldTable';
import { FavouriteButton } from '../../../favourites/FavouriteButton';
import { ReplyPreview } from '../../../components/post/ReplyPreview';
import { SafetyTip } from '../../../components/post/SafetyTip';
import { QueriesView } from '../../../components/QueriesView';
import { MessageButton } from '../../../messages/MessageButton';
import styles from './index.module.css';

/** One post: photos, text, contact, the first replies, and like / reply / share / report. */
export default function PostDetailPage() {
  const id = parseId(useQueryParam('id'));
  const post = usePostQuery(id);
  if (id === null) return <EmptyState title="帖子不存在" description="链接可能不完整。" />;
  return (
    <QueriesView
      queries={[post]}
      missing={
        <GoneView
          title="该信息已删除或不存在"
          reason="可能已被删除、过期或隐藏，也可能链接有误。"
          to={PostPath.list}
          action="看看其他信息"
          testId="post-gone"
        />
      }
    >
      {() =>
        post.data && (
          <div className={styles.page}>
            <PostGallery images={post.data.images} title={post.data.title} />
            <SoldBanner post={post.data} />
            <PostBody post={post.data} />
            <FieldTable rows={post.data.fields} />
            <FavouriteButton type="post" id={post.data.id} />
            {post.data.mine && (
              <AppLink to={postEditPath(post.data.id)} className={styles.edit} testId="post-edit">
                编辑这条信息
              </AppLink>
            )}
            <h2 className={styles.heading}>联系方式</h2>
            {!post.data.mine && <SafetyTip categoryId={post.data.categoryId} />}
            <PostContact post={post.data} />
            {!post.data.mine && (
              <div className={styles.message}>
                <MessageButton postId={post.data.id} />
              </div>
            )}
            <ReplyPreview postId={post.data.id} replyCount={post.data.replyCount} />
            <PostActionBar post={post.data} />
          </div>
        )
      }
    </QueriesView>
  );
}
