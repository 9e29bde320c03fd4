import type { PublicProfile } from '@huaren/contract';
import {
  useUserArticlesQuery,
  useUserPostsQuery,
  useUserProfileQuery,
} from '../../../api/profiles';
import { ArticleCard } from '../../../components/article/ArticleCard';
import { CardFeed } from '../../../components/CardFeed';
import { GoneView } from '../../../components/GoneView';
import { PageTabs } from '../../../components/PageTabs';
import { PostCard } from '../../../components/post/PostCard';
import { QueriesView } from '../../../components/QueriesView';
import { WithQueryId } from '../../../components/WithQueryId';
import { getUserId, useLoggedIn } from '../../../lib/session';
import { BlockButton } from '../../../blocks/BlockButton';
import { MessageButton } from '../../../messages/MessageButton';
import { HOME_PATH } from '../../../nav/paths';
import styles from './index.module.css';

/**
 * A user's public page (?id=, decision 0037): who they are, 私信 and 屏蔽 (decision 0042) unless
 * it is the caller's own, and what they published, posts and articles in two tabs. Open to visitors.
 */
export default function UserProfilePage() {
  return <WithQueryId missing="用户不存在">{(id) => <Profile id={id} />}</WithQueryId>;
}

function Profile({ id }: { id: number }) {
  const profile = useUserProfileQuery(id);
  // Read on each render: logging in or out while here changes whether this is one's own page.
  const loggedIn = useLoggedIn();
  const own = loggedIn && getUserId() === id;
  return (
    <QueriesView
      queries={[profile]}
      missing={
        <GoneView
          title="用户不存在"
          reason="该用户可能已注销或被停用，也可能链接有误。"
          to={HOME_PATH}
          action="返回首页"
          testId="profile-gone"
        />
      }
    >
      {() =>
        profile.data && (
          <div className={styles.page}>
            <ProfileHeader profile={profile.data} />
            {!own && (
              <div className={styles.message}>
                <div className={styles.grow}>
                  <MessageButton userId={id} />
                </div>
                {loggedIn && <BlockButton user={profile.data} />}
              </div>
            )}
            <PageTabs
              param="tab"
              tabs={[
                { key: 'posts', title: '信息', render: () => <Posts userId={id} /> },
                { key: 'articles', title: '文章', render: () => <Articles userId={id} /> },
              ]}
            />
          </div>
        )
      }
    </QueriesView>
  );
}

/** `2026年11月加入`, in the reader's time zone. */
const memberSince = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}年${date.getMonth() + 1}月加入`;
};

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const badges = [
    profile.verified.phone && '手机已验证',
    profile.verified.email && '邮箱已验证',
  ].filter((badge) => badge !== false);
  return (
    <section className={styles.header} data-testid="profile-header">
      <span className={styles.avatar} aria-hidden="true">
        {profile.nickName.slice(0, 1)}
      </span>
      <div className={styles.who}>
        <h2 className={styles.name} data-testid="profile-name">
          {profile.nickName}
        </h2>
        <p className={styles.since}>{memberSince(profile.memberSince)}</p>
        <p className={styles.badges}>
          {badges.length > 0 ? (
            badges.map((badge) => (
              <span key={badge} className={styles.badge} data-testid="profile-badge">
                ✓ {badge}
              </span>
            ))
          ) : (
            <span className={styles.none}>未验证联系方式</span>
          )}
        </p>
        <p
          className={profile.removedPostCount > 0 ? styles.removed : styles.clean}
          data-testid="profile-removed"
        >
          {profile.removedPostCount > 0
            ? `近 90 天有 ${profile.removedPostCount} 条信息被管理员下架`
            : '近 90 天没有信息被管理员下架'}
        </p>
      </div>
    </section>
  );
}

function Posts({ userId }: { userId: number }) {
  return (
    <CardFeed
      query={useUserPostsQuery(userId)}
      empty={{ title: '还没有发布信息' }}
      testId="profile-posts"
      card={(post) => <PostCard post={post} />}
    />
  );
}

function Articles({ userId }: { userId: number }) {
  return (
    <CardFeed
      query={useUserArticlesQuery(userId)}
      empty={{ title: '还没有发表文章' }}
      testId="profile-articles"
      card={(article) => <ArticleCard article={article} />}
    />
  );
}
