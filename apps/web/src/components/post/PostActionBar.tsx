import type { Post } from '@huaren/contract';
import { useState } from 'react';
import { useLoggedIn } from '../../lib/session';
import { ContentActionBar } from '../ContentActionBar';
import { postShare } from '../share/shareContent';
import { FlagIcon } from './postIcons';
import { ReportSheet } from './ReportSheet';

/** The bar under a post: like, reply, share, and report for anyone but its author. */
export function PostActionBar({ post }: { post: Post }) {
  const loggedIn = useLoggedIn();
  const [reporting, setReporting] = useState(false);
  return (
    <ContentActionBar
      kind="post"
      item={post}
      threadCount={post.replyCount}
      share={postShare(post)}
      more={
        post.mine
          ? undefined
          : {
              icon: <FlagIcon />,
              label: '举报',
              testId: 'post-report',
              onClick: () => setReporting(true),
              opens: loggedIn && (
                <ReportSheet
                  postId={post.id}
                  visible={reporting}
                  onClose={() => setReporting(false)}
                />
              ),
            }
      }
    />
  );
}
