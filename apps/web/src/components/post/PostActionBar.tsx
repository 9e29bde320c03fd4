import type { Post } from '@huaren/contract';
import { lazy, Suspense, useState } from 'react';
import { useLoggedIn } from '../../lib/session';
import { ContentActionBar } from '../ContentActionBar';
import { postShare } from '../share/shareContent';
import { FlagIcon } from './postIcons';

/**
 * The report form and its reasons (the contract's fields, with zod) load when 举报 is first
 * pressed: a post's detail is what a shared link opens (issue 22's entry-page budget).
 */
const ReportSheet = lazy(() => import('./ReportSheet').then((m) => ({ default: m.ReportSheet })));

/** The bar under a post: like, reply, share, and report for anyone but its author. */
export function PostActionBar({ post }: { post: Post }) {
  const loggedIn = useLoggedIn();
  const [reporting, setReporting] = useState(false);
  // Kept once opened, so that closing it slides it away.
  const [opened, setOpened] = useState(false);
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
              onClick: () => {
                setOpened(true);
                setReporting(true);
              },
              opens: loggedIn && opened && (
                <Suspense fallback={null}>
                  <ReportSheet
                    postId={post.id}
                    visible={reporting}
                    onClose={() => setReporting(false)}
                  />
                </Suspense>
              ),
            }
      }
    />
  );
}
