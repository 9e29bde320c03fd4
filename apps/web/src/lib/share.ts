import { showErrorToast, showToast } from './toast';

/** The system share sheet where the browser has one, else the link copied to the clipboard. */
export async function shareLink(title: string, url = window.location.href): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // The user closed the share sheet: nothing to say.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast('链接已复制');
  } catch {
    showErrorToast('复制失败，请从地址栏复制链接');
  }
}
