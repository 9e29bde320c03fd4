import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Host = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile 5 mounts Toast and Dialog with ReactDOM.render, which React 19 removed: without
 * this renderer they silently never appear (see TOOLCHAIN.md). This module is the only door to
 * antd-mobile's imperative components (Toast and Dialog now; ActionSheet later: export them from
 * here, never import them from antd-mobile directly), so the renderer is set exactly once,
 * before any of them runs.
 */
unstableSetRender((node, container) => {
  const host = container as Host;
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    // Unmounting synchronously inside React's own commit logs a warning; wait a tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});

export { Dialog, Toast };
