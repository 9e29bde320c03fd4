/**
 * A yes / no question in a dialog; answers true for the confirm button. The dialog is named for
 * a screen reader (and axe) by what it confirms: it has no title to be named by. antd-mobile's
 * Dialog (with its animation library) loads with the first question, not with the page that may
 * ask it (a post's detail, an entry page: decision 0043); if it cannot arrive (offline before the
 * service worker has cached it), the browser's own dialog asks.
 */
export async function confirm(content: string, confirmText = '确定'): Promise<boolean> {
  const dialog = await import('./antdImperative').then(
    ({ Dialog }) => Dialog,
    () => null,
  );
  if (!dialog) return window.confirm(content);
  return dialog.confirm({
    content,
    confirmText,
    cancelText: '取消',
    'aria-label': confirmText === '确定' ? '请确认' : `确认${confirmText}`,
  });
}
