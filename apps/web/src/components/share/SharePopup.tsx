import { Popup } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { countPostShare } from '../../api/shares';
import { showErrorToast, showToast } from '../../lib/toast';
import { useShownAfterMount } from '../useShownAfterMount';
import { groupText, shareUrl, type ShareContent } from './shareContent';
import styles from './ShareSheet.module.css';

/** The poster and its QR library load only when a reader asks for a poster. */
const PosterView = lazy(() => import('./PosterView'));

export interface ShareSheetProps {
  content: ShareContent;
  visible: boolean;
  onClose: () => void;
}

/**
 * 分享 (decision 0039): the share page's link, a text for WeChat groups, the phone's own share
 * sheet where the browser has one, and a poster. Each counts a share of a post. Loaded by
 * ShareSheet when 分享 is first pressed.
 */
export default function SharePopup({ content, visible, onClose }: ShareSheetProps) {
  const [poster, setPoster] = useState(false);
  const shown = useShownAfterMount(visible);
  const url = shareUrl(content);
  const counted = () => {
    if (content.kind === 'post') countPostShare(content.id);
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(done);
      counted();
      onClose();
    } catch {
      showErrorToast('复制失败，请长按链接手动复制');
    }
  };
  const systemShare = async () => {
    try {
      await navigator.share({ title: content.title, text: groupText(content, url), url });
      counted();
      onClose();
    } catch {
      // The reader closed the phone's sheet: nothing to say.
    }
  };
  const actions = [
    { key: 'link', label: '复制链接', run: () => void copy(url, '链接已复制') },
    {
      key: 'group',
      label: '复制群发文字',
      run: () => void copy(groupText(content, url), '文字已复制，可粘贴到微信群'),
    },
    ...(typeof navigator.share === 'function'
      ? [{ key: 'system', label: '更多分享方式', run: () => void systemShare() }]
      : []),
    {
      key: 'poster',
      label: '生成海报',
      run: () => {
        counted();
        onClose();
        setPoster(true);
      },
    },
  ];

  return (
    <>
      <Popup visible={shown} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
        <div data-testid="share-sheet">
          <p className={styles.title}>分享给朋友</p>
          <p className={styles.link} data-testid="share-url">
            {url}
          </p>
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action.key}
                type="button"
                className={styles.action}
                onClick={action.run}
                data-testid={`share-${action.key}`}
              >
                {action.label}
              </button>
            ))}
          </div>
          <button type="button" className={styles.cancel} onClick={onClose}>
            取消
          </button>
        </div>
      </Popup>
      {poster && (
        <Suspense fallback={<div className={styles.poster} />}>
          <PosterView content={content} url={url} onClose={() => setPoster(false)} />
        </Suspense>
      )}
    </>
  );
}
