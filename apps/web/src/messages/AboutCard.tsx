import type { Conversation } from '@huaren/contract';
import { AppLink } from '../components/AppLink';
import { articleDetailPath, postDetailPath } from '../nav/paths';
import styles from './ChatScreen.module.css';

/**
 * What a conversation is about, at the top of the chat: the post's or the article's card
 * (decisions 0034, 0037), or a note that it is gone; nothing for a conversation with a user.
 */
export function AboutCard({ conversation }: { conversation: Conversation }) {
  const { post, article } = conversation;
  const card = post
    ? { to: postDetailPath(post.id), thumb: post.thumbUrl, title: post.title, testId: 'chat-post' }
    : article && {
        to: articleDetailPath(article.id),
        thumb: article.coverThumbUrl,
        title: article.title,
        testId: 'chat-article',
      };
  if (!card) {
    if (conversation.postGone) return <span className={styles.gone}>该信息已下架</span>;
    if (conversation.articleGone) return <span className={styles.gone}>该文章已删除或隐藏</span>;
    return null;
  }
  return (
    <AppLink to={card.to} className={styles.post} testId={card.testId}>
      {card.thumb && <img className={styles.thumb} src={card.thumb} alt="" />}
      {article && !post && <span className={styles.kind}>文章</span>}
      <span className={styles.postTitle}>{card.title}</span>
    </AppLink>
  );
}
