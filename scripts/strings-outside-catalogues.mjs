// The shop's words that are still typed in its code instead of coming from the message catalogues
// (messages/<locale>.json, read through virtual:lumina-messages/<area>). Counted over src/ with
// TypeScript's parser, leaving out tests, the test helpers and the build-time folders:
//  - JSX text with a letter in it;
//  - text attributes (aria-label, placeholder, title, alt, label...) given as a string;
//  - string and template literals that read as words: a capital letter, then a small one, as in
//    'Credit Card' or `Welcome to ${brand}` (compared values, class names, imports, errors thrown
//    for developers, console lines, HTTP responses and headers, JSON-LD types are left out).
// Left out too: the texts of a record keyed by locale ({ 'en-US': 'Shop Now', 'de-DE': ... }, the
// shop configuration's own words, which the build checks a market at a time), and the names and
// data values listed, each with its reason, in strings-outside-catalogues.json ('Lumina', a font's
// name, an order status compared in code and worded by the catalogues).
// `node scripts/strings-outside-catalogues.mjs` lists what is left; the unit test
// (strings-outside-catalogues.test.mjs) fails on any.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'legend',
  'description',
]);
const SKIPPED_FOLDERS = new Set([
  'testing',
  'catalogue-source',
  'content-source',
  'look-source',
  'messages-source',
]);
const WORDS = /^[^A-Za-z]*[A-Z][a-z]/u;
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/u;
const { notWords } = JSON.parse(
  readFileSync(new URL('./strings-outside-catalogues.json', import.meta.url), 'utf8'),
);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    if (!/\.tsx?$/u.test(entry.name) || /\.test\.tsx?$|\.d\.ts$/u.test(entry.name)) return [];
    return [full];
  });
}

/** Whether a literal stands where it is not shop copy: compared, a class name, thrown, logged. */
function notCopy(node) {
  const parent = node.parent;
  if (!parent) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode?.(parent))
    return true;
  if (ts.isLiteralTypeNode(parent) || (ts.isPropertyAssignment(parent) && parent.name === node)) return true;
  if (ts.isPropertyAssignment(parent)) {
    const key = ts.isStringLiteral(parent.name) ? parent.name.text : parent.name.getText();
    if (LOCALE_TAG.test(key) || key === '@type') return true;
  }
  if (ts.isBinaryExpression(parent) || ts.isCaseClause(parent) || ts.isElementAccessExpression(parent))
    return true;
  if (ts.isJsxAttribute(parent)) return !TEXT_ATTRIBUTES.has(parent.name.getText());
  for (let up = parent; up; up = up.parent) {
    if (ts.isJsxAttribute(up)) return /^class(Name)?$/u.test(up.name.getText());
    if (ts.isNewExpression(up) && /(Error|^Response)$/u.test(up.expression.getText())) return true;
    if (
      ts.isCallExpression(up) &&
      /^(console\.\w+|cn|cva|require|headers\.\w+)$/u.test(up.expression.getText())
    )
      return true;
  }
  return false;
}

function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
  return null;
}

/** Every string outside the catalogues under `root`/src, as { file, line, text }. */
export function stringsOutsideCatalogues(root = process.cwd()) {
  const found = [];
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (node, text) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file: path.relative(root, file), line: line + 1, text: text.trim().slice(0, 80) });
    };
    const visit = (node) => {
      if (ts.isJsxText(node)) {
        if (/[A-Za-z]/u.test(node.text)) add(node, node.text);
        return;
      }
      const text = literalText(node);
      if (text !== null) {
        const attribute = ts.isJsxAttribute(node.parent) && TEXT_ATTRIBUTES.has(node.parent.name.getText());
        const words = attribute ? /[A-Za-z]/u.test(text) : WORDS.test(text);
        const listed = !attribute && Object.hasOwn(notWords, text);
        if (words && !listed && !notCopy(node)) add(node, text);
        if (!ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = stringsOutsideCatalogues();
  for (const { file, line, text } of found) console.log(`${file}:${line}: ${text}`);
  console.log(`${found.length} strings outside the message catalogues.`);
}
