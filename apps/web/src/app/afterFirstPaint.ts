/** Longest wait for a frame: a tab opened in the background paints none until it is shown. */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted a frame: a task queued from inside a frame's callback
 * runs after that frame is drawn.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
