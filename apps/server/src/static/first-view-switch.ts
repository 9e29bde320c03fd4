import { createHash } from 'node:crypto';
import { FIRST_VIEW_ATTRIBUTE } from '@huaren/contract/app';

/** The id of index.html's `<template>` holding what #root showed before any view was drawn. */
export const NO_VIEW_TEMPLATE_ID = 'no-first-view';

/**
 * Run by the browser as it parses index.html, right after #root and the views kept in templates
 * (decision 0047): `/` is also opened at a hash route the server cannot see (the community tab
 * reloaded, a detail's address typed). Before anything paints, the view drawn for home gives way
 * to the kept view of that route, or to the boot screen when none was drawn for it: a reader never
 * sees, or taps, a page other than the one they opened. Inline because a script file would hold
 * the first paint for a round trip; allowed by its hash in the page's CSP. It reads the route as
 * the app's hash history does: what follows `#`, up to any second `#`; `/` when there is none.
 */
export const FIRST_VIEW_SWITCH_SCRIPT = `(function () {
  var root = document.getElementById('root');
  var route = location.hash.slice(1).split('#')[0] || '/';
  if (!root || root.getAttribute('${FIRST_VIEW_ATTRIBUTE}') === route) return;
  var views = document.querySelectorAll('template[${FIRST_VIEW_ATTRIBUTE}]');
  var view = document.getElementById('${NO_VIEW_TEMPLATE_ID}');
  for (var i = 0; i < views.length; i++) {
    if (views[i].getAttribute('${FIRST_VIEW_ATTRIBUTE}') === route) view = views[i];
  }
  if (!view) return;
  root.replaceChildren(view.content.cloneNode(true));
  if (view.id === '${NO_VIEW_TEMPLATE_ID}') root.removeAttribute('${FIRST_VIEW_ATTRIBUTE}');
  else root.setAttribute('${FIRST_VIEW_ATTRIBUTE}', route);
})();`;

/** The CSP source that lets the switch, and no other inline script, run. */
export const FIRST_VIEW_SWITCH_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_SWITCH_SCRIPT).digest('base64')}'`;
