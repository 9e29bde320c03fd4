import { relativeTime, type MyReplyType } from '@huaren/contract';
import { useMyCommentsQuery, useMyRepliesQuery } from '../../../api/threads';
import { articleCommentPath, postCommentPath } from '../../../nav/paths';
import { AppLink } from '../../../components/AppLink';
import cards from '../../../components/CardList.module.css';
import { ChatIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
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
    <CardFeed
      query={replies}
      empty={{
        icon: <ChatIcon size={28} />,
        title: type === 'mine' ? '您还没有回复过' : '还没有收到回复',
      }}
      testId={`my-replies-${type}`}
      card={(reply) => (
        <EntryCard
          entry={reply}
          to={postCommentPath(reply.post.id)}
          source={`原帖：${reply.post.title}`}
        />
      )}
    />
  );
}

function ArticleComments() {
  const comments = useMyCommentsQuery();
  return (
    <CardFeed
      query={comments}
      empty={{ icon: <ChatIcon size={28} />, title: '您还没有评论过文章' }}
      testId="my-comments"
      card={(comment) => (
        <EntryCard
          entry={comment}
          to={articleCommentPath(comment.article.id)}
          source={`文章：${comment.article.title}`}
        />
      )}
    />
  );
}

interface Entry {
  author: { nickName: string };
  replyTo: { nickName: string } | null;
  createdAt: string;
  content: string;
}

/** A reply or comment of mine, leading to its thread; `source` names what it is under. */
function EntryCard({ entry, to, source }: { entry: Entry; to: string; source: string }) {
  return (
    <li className={cards.item}>
      <AppLink to={to} className={styles.link}>
        <span className={styles.head}>
          <span className={styles.author}>{entry.author.nickName}</span>
          {entry.replyTo && <span> 回复 @{entry.replyTo.nickName}</span>}
          <span className={styles.time}>{relativeTime(entry.createdAt)}</span>
        </span>
        <span className={styles.content}>{entry.content}</span>
        <span className={styles.post}>{source}</span>
      </AppLink>
    </li>
  );
}
