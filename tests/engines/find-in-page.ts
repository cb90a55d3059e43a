// The one way the engine journeys find an element, run inside the page by every driver (so the
// three engines are asked exactly the same question): by its role and accessible name, as a
// shopper with a screen reader or their eyes would, never by a CSS class. Kept as source text, not
// a function, so no bundler helper can slip into what is sent to the page.

/** A name to match: the exact accessible name, or a pattern. */
export type Name = string | RegExp;

/** What a journey looks for: a role (ARIA's, or 'text' for any element showing it) and a name. */
export interface Target {
  role: string;
  name?: Name;
  /** For headings. */
  level?: number;
  /** The nth match (from 0) when several show. */
  nth?: number;
  /** Only inside the first visible element matching this target. */
  within?: Target;
}

/** The target as plain JSON (a RegExp does not survive the trip into the page). */
export function serialise(target: Target): unknown {
  const name =
    target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name;
  return { ...target, name, within: target.within && serialise(target.within) };
}

/** Describes a target for a failure message. */
export function describeTarget(target: Target): string {
  const name = target.name === undefined ? '' : ` "${String(target.name)}"`;
  const inside = target.within ? ` in ${describeTarget(target.within)}` : '';
  return `${target.role}${name}${target.nth ? ` #${target.nth}` : ''}${inside}`;
}

/**
 * `(target) => Element[]`: the visible elements matching a serialised target, in document order.
 * Roles come from the element (button, a[href], input types, h1-h6, ...) or its role attribute;
 * the name from aria-labelledby, aria-label, its labels, alt, else its text without hidden or
 * aria-hidden parts, with white space collapsed.
 */
export const FIND_ALL = String.raw`(function findAll(target) {
  const implicit = {
    button: 'button, input[type=submit], input[type=button]',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=password], input[type=number], textarea',
    searchbox: 'input[type=search]',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    heading: 'h1, h2, h3, h4, h5, h6',
    list: 'ul, ol',
    listitem: 'li',
    img: 'img[alt]',
    main: 'main',
    navigation: 'nav',
    banner: 'header',
    complementary: 'aside',
    article: 'article',
    combobox: 'select',
    dialog: 'dialog',
    region: 'section[aria-label], section[aria-labelledby]',
  };
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1) return '';
    if (node.getAttribute('aria-hidden') === 'true') return ' ';
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return ' ';
    if (node.tagName === 'IMG') return node.getAttribute('alt') || '';
    if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return '';
    const own = node.getAttribute('aria-label');
    if (own) return ' ' + own + ' ';
    let text = '';
    for (const child of node.childNodes) text += textOf(child);
    return /^(DIV|P|LI|BR|H[1-6])$/.test(node.tagName) ? ' ' + text + ' ' : text;
  };
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return clean(by.split(/\s+/).map((id) => { const ref = document.getElementById(id); return ref ? textOf(ref) : ''; }).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    if (el.labels && el.labels.length > 0) return clean([...el.labels].map(textOf).join(' '));
    if (el.tagName === 'IMG') return clean(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return clean(el.value);
    let text = '';
    for (const child of el.childNodes) text += textOf(child);
    return clean(text) || clean(el.getAttribute('title'));
  };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const matches = (name, wanted) => {
    if (wanted === undefined || wanted === null) return true;
    if (typeof wanted === 'string') return name === wanted;
    return new RegExp(wanted.source, wanted.flags).test(name);
  };
  const candidates = (root, t) => {
    if (t.role === 'text') {
      const all = [...root.querySelectorAll('body *')].filter((el) => visible(el) && matches(clean(textOf(el)), t.name));
      // The innermost elements showing the text, not every ancestor of them.
      return all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
    }
    const selector = (implicit[t.role] ? implicit[t.role] + ', ' : '') + '[role="' + t.role + '"]';
    return [...root.querySelectorAll(selector)].filter((el) => {
      const role = el.getAttribute('role');
      if (role && role !== t.role && !(t.role === 'textbox' && role === 'combobox')) return false;
      // A header is the page's banner only outside sectioning content.
      if (t.role === 'banner' && !role && el.closest('main, article, aside, nav, section')) return false;
      if (t.level && !(el.tagName === 'H' + t.level || el.getAttribute('aria-level') === String(t.level))) return false;
      return visible(el) && matches(nameOf(el), t.name);
    });
  };
  let root = document;
  if (target.within) {
    const outer = findAll(target.within)[0];
    if (!outer) return [];
    root = outer;
  }
  return candidates(root, target);
})`;

/** `(target) => Element | null`: the target's element (its nth match), as FIND_ALL finds them. */
export const FIND_ONE = `(function (target) { return ${FIND_ALL}(target)[target.nth || 0] || null; })`;
