import { ERROR_TOAST_MS, TOAST_MS } from '@huaren/contract/constants';
import type { Toast } from './antdImperative';

type ToastApi = typeof Toast;

/**
 * Toasts of spec section 9: 2000 ms by default, 3000 ms for errors. antd-mobile's Toast (with
 * its animation library, about 27 KB gzip) loads on the first toast, not with the first screen.
 * If that chunk cannot arrive (offline before the service worker has cached it), a plain toast
 * says the same thing.
 */
let toastModule: Promise<{ Toast: ToastApi }> | null = null;

/** Whether the toast on screen, if any, is an error of the page it was shown on. */
let showingError = false;

function withToast(show: (toast: ToastApi) => void, fallback?: { message: string; ms: number }) {
  // A failed load is forgotten, so the next toast tries again (back online).
  toastModule ??= import('./antdImperative').catch((error: unknown) => {
    toastModule = null;
    throw error;
  });
  toastModule.then(
    ({ Toast }) => show(Toast),
    () => fallback && plainToast(fallback.message, fallback.ms),
  );
}

export function showToast(message: string): void {
  showingError = false;
  withToast((toast) => toast.show({ content: message, duration: TOAST_MS }), {
    message,
    ms: TOAST_MS,
  });
}

/** Replaces any loading toast: the loading indicator is hidden and the error shown (spec section 8). */
export function showErrorToast(message: string): void {
  showingError = true;
  withToast((toast) => toast.show({ content: message, duration: ERROR_TOAST_MS, icon: 'fail' }), {
    message,
    ms: ERROR_TOAST_MS,
  });
}

export function showLoading(message = '加载中'): void {
  showingError = false;
  withToast((toast) => toast.show({ content: message, icon: 'loading', duration: 0 }));
}

/** Hides any toast; costs nothing when none was ever shown. */
export function hideLoading(): void {
  if (toastModule) withToast((toast) => toast.clear());
  for (const element of document.querySelectorAll('.plain-toast')) element.remove();
}

/**
 * Another page is shown: an error toast of the page left goes with it (a form's complaint must
 * not sit over the post just published). A success toast stays, to be read on the new page.
 */
export function clearErrorToast(): void {
  if (!showingError) return;
  showingError = false;
  hideLoading();
}

function plainToast(message: string, ms: number): void {
  const element = document.createElement('div');
  element.className = 'plain-toast';
  element.setAttribute('role', 'alert');
  element.textContent = message;
  document.body.append(element);
  setTimeout(() => element.remove(), ms);
}
