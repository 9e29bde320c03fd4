import { relativeTime, type MyReplyType } from '@huaren/contract';
import { useMyCommentsQuery } from '../../../api/comments';
import { useMyRepliesQuery } from '../../../api/replies';
import { articleCommentPath } from '../../../nav/paths';
import { postCommentPath } from '../../../nav/paths';
import { AppLink } from '../../../components/AppLink';
import cards from '../../../components/CardList.module.css';
import { EmptyState } from '../../../components/EmptyState';
import { ChatIcon } from '../../../components/icons';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { PageTabs } from '../../../components/PageTabs';
import styles from './index.module.css';

/**
 * Replies I wrote, replies to my posts or answering mine (docs/decisions/0006-posts.md), and my
 * comments on articles.
 */
export default function MyRepliesPage() {
  return (
    <PageTabs
      param="tab"
      tabs={[
        { key: 'mine', title: '我的回复', render: () => <Replies type="mine" /> },
        { key: 'received', title: '收到的回复', render: () => <Replies type="received" /> },
        { key: 'comments', title: '文章评论', render: () => <ArticleComments /> },
      ]}
    />
  );
}

function Replies({ type }: { type: MyReplyType }) {
  const replies = useMyRepliesQuery(type);
  return (
    <InfiniteFeed
      query={replies}
      empty={
        <EmptyState
          icon={<ChatIcon size={28} />}
          title={type === 'mine' ? '您还没有回复过' : '还没有收到回复'}
        />
      }
    >
      {(items) => (
        <ul className={cards.list} data-testid={`my-replies-${type}`}>
          {items.map((reply) => (
            <li key={reply.id} className={cards.item}>
              <AppLink to={postCommentPath(reply.post.id)} className={styles.link}>
                <span className={styles.head}>
                  <span className={styles.author}>{reply.author.nickName}</span>
                  {reply.replyTo && <span> 回复 @{reply.replyTo.nickName}</span>}
                  <span className={styles.time}>{relativeTime(reply.createdAt)}</span>
                </span>
                <span className={styles.content}>{reply.content}</span>
                <span className={styles.post}>原帖：{reply.post.title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </InfiniteFeed>
  );
}

function ArticleComments() {
  const comments = useMyCommentsQuery();
  return (
    <InfiniteFeed
      query={comments}
      empty={<EmptyState icon={<ChatIcon size={28} />} title="您还没有评论过文章" />}
    >
      {(items) => (
        <ul className={cards.list} data-testid="my-comments">
          {items.map((comment) => (
            <li key={comment.id} className={cards.item}>
              <AppLink to={articleCommentPath(comment.article.id)} className={styles.link}>
                <span className={styles.head}>
                  <span className={styles.author}>{comment.author.nickName}</span>
                  {comment.replyTo && <span> 回复 @{comment.replyTo.nickName}</span>}
                  <span className={styles.time}>{relativeTime(comment.createdAt)}</span>
                </span>
                <span className={styles.content}>{comment.content}</span>
                <span className={styles.post}>文章：{comment.article.title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </InfiniteFeed>
  );
}
