/**
 * Shows every text of the page in the reader's script (decision 0020): text nodes and the
 * attributes people read (placeholder, aria-label, title, alt), as they are added or changed,
 * whatever screen, toast or dialog rendered them. Fields keep what their author wrote: nothing
 * inside an input, a textarea, an editable element or `data-script="original"` is touched.
 * Each node's own text is remembered, so a better converter can convert the page again.
 */
type Convert = (text: string) => string;

const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'] as const;
/** No script to convert: only Han characters change. */
export const HAN = /\p{Script=Han}/u;

const originals = new WeakMap<Node, string>();
const written = new WeakMap<Node, string>();
const attributeOriginals = new WeakMap<Element, Map<string, string>>();

/** Inside an editor, a script, or a part marked to show what was written. */
function insideOriginal(element: Element | null): boolean {
  for (let e = element; e; e = e.parentElement) {
    if (e.tagName === 'SCRIPT' || e.tagName === 'STYLE') return true;
    if ((e as HTMLElement).isContentEditable) return true;
    if (e.getAttribute('data-script') === 'original') return true;
  }
  return false;
}

/** A text node's text stays as written there, and inside a field (a textarea's value). */
function keepsOriginal(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement || element?.closest('textarea')) return true;
  return insideOriginal(element);
}

function convertText(node: Text, convert: Convert): void {
  const value = node.nodeValue ?? '';
  if (written.get(node) === value) return;
  if (!HAN.test(value) || keepsOriginal(node.parentElement)) return;
  originals.set(node, value);
  const converted = convert(value);
  written.set(node, converted);
  if (converted !== value) node.nodeValue = converted;
}

function convertAttributes(element: Element, convert: Convert): void {
  // A field's value is no attribute here: its placeholder and label are the page's own text.
  if (insideOriginal(element)) return;
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null || !HAN.test(value)) continue;
    let kept = attributeOriginals.get(element);
    if (!kept) attributeOriginals.set(element, (kept = new Map()));
    const key = `${name}\u0000written`;
    if (kept.get(key) === value) continue;
    kept.set(name, value);
    const converted = convert(value);
    kept.set(key, converted);
    if (converted !== value) element.setAttribute(name, converted);
  }
}

function convertTree(root: Node, convert: Convert): void {
  if (root instanceof Text) return convertText(root, convert);
  if (!(root instanceof Element || root instanceof Document || root instanceof DocumentFragment))
    return;
  if (root instanceof Element) convertAttributes(root, convert);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) convertText(node, convert);
    else convertAttributes(node as Element, convert);
  }
}

/** Back to the texts as written, so that another converter starts from them. */
function restore(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const original = originals.get(node);
      if (original !== undefined && written.get(node) === node.nodeValue) {
        node.nodeValue = original;
        written.delete(node);
      }
    } else {
      const kept = attributeOriginals.get(node as Element);
      for (const name of ATTRIBUTES) {
        const original = kept?.get(name);
        if (
          original !== undefined &&
          kept?.get(`${name}\u0000written`) === (node as Element).getAttribute(name)
        ) {
          (node as Element).setAttribute(name, original);
        }
      }
      attributeOriginals.delete(node as Element);
    }
  }
}

let observer: MutationObserver | undefined;

/** Converts the page now and everything added or changed later, with `convert` from now on. */
export function convertPage(convert: Convert): void {
  observer?.disconnect();
  const root = document.documentElement;
  restore(root);
  convertTree(root, convert);
  observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'characterData') convertTree(m.target, convert);
      else if (m.type === 'attributes') convertAttributes(m.target as Element, convert);
      else m.addedNodes.forEach((node) => convertTree(node, convert));
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES],
  });
}
