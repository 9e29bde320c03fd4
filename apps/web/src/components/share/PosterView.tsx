import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { drawPoster } from './poster';
import type { ShareContent } from './shareContent';
import styles from './ShareSheet.module.css';

/**
 * The poster full screen, as an image (a phone saves an <img> on a long press, not a canvas),
 * with a download for browsers that have no long press. Lazy: it brings the QR library.
 */
export default function PosterView({
  content,
  url,
  onClose,
}: {
  content: ShareContent;
  url: string;
  onClose: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    drawPoster(content, url)
      .then((canvas) => live && setSrc(canvas.toDataURL('image/png')))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [content, url]);

  // On <body>: a page's entry animation leaves a transform that would make `fixed` the page's.
  return createPortal(
    <div className={styles.poster} role="dialog" aria-label="分享海报" data-testid="share-poster">
      {src ? (
        <img className={styles.posterImage} src={src} alt={`${content.title} 的分享海报`} />
      ) : (
        <p className={styles.posterNote}>{failed ? '海报生成失败' : '正在生成海报…'}</p>
      )}
      <p className={styles.posterNote}>长按图片保存，或发送给朋友</p>
      <div className={styles.posterActions}>
        {src && (
          <a className={styles.posterButton} href={src} download={`huaren-${content.id}.png`}>
            下载图片
          </a>
        )}
        <button type="button" className={styles.posterButton} onClick={onClose}>
          关闭
        </button>
      </div>
    </div>,
    document.body,
  );
}
