import type { Post } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useAppNavigator, currentPath } from '../../nav/appNavigator';
import { loginPathFor } from '../../nav/loginFlow';
import { formatPhone } from '../../lib/phone';
import { showErrorToast, showToast } from '../../lib/toast';
import styles from './PostContact.module.css';

/**
 * How to reach the poster. Visitors get a login button instead (docs/decisions/0006-posts.md:
 * contacts are for logged-in users) that comes back here after.
 */
export function PostContact({ post }: { post: Post }) {
  const navigator = useAppNavigator();
  if (post.contactHidden || !post.contact) {
    return (
      <div className={styles.card} data-testid="post-contact-hidden">
        <p className={styles.hint}>联系方式仅对登录用户显示</p>
        <Button
          color="primary"
          fill="outline"
          block
          onClick={() => void navigator.navigateTo(loginPathFor(currentPath()))}
          data-testid="post-contact-login"
        >
          登录后查看联系方式
        </Button>
      </div>
    );
  }
  const { phone, wechat, email } = post.contact;
  const copy = (text: string) =>
    window.navigator.clipboard
      ? void window.navigator.clipboard.writeText(text).then(
          () => showToast('微信号已复制'),
          () => showErrorToast('复制失败，请长按微信号复制'),
        )
      : showErrorToast('复制失败，请长按微信号复制');
  return (
    <ul className={styles.card} data-testid="post-contact" aria-label="联系方式">
      {phone && (
        <li className={styles.row}>
          <span className={styles.label}>电话</span>
          <span className={styles.value}>{formatPhone(phone)}</span>
          <a
            className={styles.action}
            href={`tel:${phone}`}
            aria-label={`拨打 ${formatPhone(phone)}`}
          >
            拨打
          </a>
        </li>
      )}
      {wechat && (
        <li className={styles.row}>
          <span className={styles.label}>微信</span>
          <span className={styles.value} data-testid="post-wechat">
            {wechat}
          </span>
          <button
            type="button"
            className={styles.action}
            onClick={() => copy(wechat)}
            aria-label={`复制微信号 ${wechat}`}
          >
            复制
          </button>
        </li>
      )}
      {email && (
        <li className={styles.row}>
          <span className={styles.label}>邮箱</span>
          <span className={styles.value}>{email}</span>
          <a className={styles.action} href={`mailto:${email}`} aria-label={`发邮件给 ${email}`}>
            发邮件
          </a>
        </li>
      )}
    </ul>
  );
}
