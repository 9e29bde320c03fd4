import { Dialog } from './antdImperative';

/** A yes / no question in a dialog; answers true for the confirm button. */
export function confirm(content: string, confirmText = '确定'): Promise<boolean> {
  return Dialog.confirm({ content, confirmText, cancelText: '取消' });
}
