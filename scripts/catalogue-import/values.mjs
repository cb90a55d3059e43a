// The cell values of a product export as the catalogue takes them: money in integer cents, stock
// counts, ids made from names, plain text from a description's HTML. Each reader returns undefined
// for a value it cannot read, and the caller names the row, column and value.
import sanitizeHtml from 'sanitize-html';

// Dollars with an optional thousands grouping and at most two decimals: 12, 12.5, 12.50, 1299.99,
// 1,299.99. A decimal comma (12,50) is refused rather than guessed: read as 1250 it would be off by
// a hundred times, and a spreadsheet set to a European locale writes exactly that.
const PRICE = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?$/;

/** The price in integer cents ("1,299.99" -> 129999), or undefined when it is not one. */
export function priceCents(text) {
  const value = text.trim().replace(/^\$/, '');
  if (!PRICE.test(value)) return undefined;
  const [whole, fraction = ''] = value.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number of items in stock (negative when oversold), or undefined. */
export function stockCount(text) {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** An id as the catalogue takes them (letters, digits, '-', '_'; at most 64) from any name. */
export function slug(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

// Where a browser would start a new line (a paragraph, a list item, a heading, a line break...):
// the text on each side is a sentence of its own.
const BLOCKS = /<(?:br|\/?(?:p|li|ul|ol|div|h[1-6]|tr|td|th|blockquote))\b[^>]*>/gi;
const BOUNDARY = '\uE000';
const ESCAPED = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** Ends a sentence already: a stop, a question, a colon... maybe inside a quote or brackets. */
const ENDED = /[.!?:;…]["'”’)\]]*$/u;

/**
 * The description's text without its markup, on one line: sanitize-html drops every tag (and the
 * content of script and style) and decodes the entities; only the four it writes back are undone.
 * Each block (paragraph, list item, heading, line) ends with a full stop when it has none, so a
 * list reads as sentences: "<li>Two doors</li><li>Colour-coded poles</li>" is "Two doors.
 * Colour-coded poles."
 */
export function plainText(html) {
  const marked = html.replace(BLOCKS, BOUNDARY);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(?:amp|lt|gt|quot);/g,
    (entity) => ESCAPED[entity],
  );
  const blocks = text.split(BOUNDARY).map((block) => block.replace(/\s+/g, ' ').trim());
  if (blocks.length === 1) return blocks[0];
  return blocks
    .filter(Boolean)
    .map((block) => (ENDED.test(block) ? block : `${block}.`))
    .join(' ');
}

/** A category path's last step: "Sporting Goods > Camping & Hiking > Tents" -> "Tents". */
export function lastStep(path) {
  return path.split('>').at(-1).trim();
}

/** Whether a cell means yes, as exports write it (TRUE, true, 1, yes). */
export function isYes(text) {
  return /^(true|1|yes)$/i.test(text.trim());
}

/** The problems of an export, each naming its row (the header is row 1), column and value. */
export class RowProblems {
  #found = [];

  add(row, column, value, reason) {
    this.#found.push({ row, line: `row ${row}, ${column}: "${value}" ${reason}` });
  }

  /** The problems in row order (a row's own in the order they were found). */
  get list() {
    return this.#found.toSorted((a, b) => a.row - b.row).map((problem) => problem.line);
  }

  /** The cell as cents; a problem when it is given and not a price above zero. */
  price(row, column, value) {
    if (value.trim() === '') return undefined;
    const cents = priceCents(value);
    if (cents === undefined)
      this.add(row, column, value, 'is not a price (write it as 12, 12.50 or 1,299.99)');
    else if (cents === 0) this.add(row, column, value, 'is no price: the shop sells nothing for free');
    return cents || undefined;
  }

  /** The cell as a stock count; a problem when it is given and not a whole number. */
  stock(row, column, value) {
    if (value.trim() === '') return undefined;
    const count = stockCount(value);
    if (count === undefined) this.add(row, column, value, 'is not a whole number of items in stock');
    return count;
  }
}
