import { ERROR_TOAST_MS, TOAST_MS } from '@huaren/contract';

/**
 * Toasts of spec section 9: 2000 ms by default, 3000 ms for errors. antd-mobile's Toast (with
 * its animation library, about 27 KB gzip) loads on the first toast, not with the first screen;
 * a toast asked for meanwhile shows as soon as it has arrived.
 */
const toastModule = () => import('./antdToast');

export function showToast(message: string): void {
  void toastModule().then(({ Toast }) => Toast.show({ content: message, duration: TOAST_MS }));
}

/** Replaces any loading toast: the loading indicator is hidden and the error shown (spec section 8). */
export function showErrorToast(message: string): void {
  void toastModule().then(({ Toast }) =>
    Toast.show({ content: message, duration: ERROR_TOAST_MS, icon: 'fail' }),
  );
}

export function showLoading(message = '加载中'): void {
  void toastModule().then(({ Toast }) =>
    Toast.show({ content: message, icon: 'loading', duration: 0 }),
  );
}

export function hideLoading(): void {
  void toastModule().then(({ Toast }) => Toast.clear());
}
