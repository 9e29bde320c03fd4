import { Dialog } from './antdImperative';

/**
 * A yes / no question in a dialog; answers true for the confirm button. The dialog is named for
 * a screen reader (and axe) by what it confirms: it has no title to be named by.
 */
export function confirm(content: string, confirmText = '确定'): Promise<boolean> {
  return Dialog.confirm({
    content,
    confirmText,
    cancelText: '取消',
    'aria-label': confirmText === '确定' ? '请确认' : `确认${confirmText}`,
  });
}
