/** Splits a content file into its YAML front matter and Markdown body, with line numbers for both. */
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';

export interface SplitFile {
  /** The parsed front matter (undefined when it is missing or malformed). */
  data: unknown;
  doc: Document | undefined;
  /** 1-based line of the file where the YAML starts (the line after the opening ---). */
  yamlStart: number;
  lineCounter: LineCounter;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyStart: number;
  /** Problems as [line, reason]. */
  problems: [number, string][];
}

const FENCE = /^---[ \t]*$/u;

export function splitFile(text: string): SplitFile {
  const lines = text.split(/\r?\n/u);
  const lineCounter = new LineCounter();
  const empty = { data: undefined, doc: undefined, yamlStart: 2, lineCounter, body: text, bodyStart: 1 };
  if (!FENCE.test(lines[0] ?? '')) {
    return { ...empty, problems: [[1, 'has no front matter (a first line "---")']] };
  }
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end < 0) return { ...empty, problems: [[1, 'front matter is not closed by a line "---"']] };
  const doc = parseDocument(lines.slice(1, end).join('\n'), { lineCounter, prettyErrors: false });
  const body = lines.slice(end + 1).join('\n');
  const base = { doc, yamlStart: 2, lineCounter, body, bodyStart: end + 2 };
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((error): [number, string] => [
      2 + (lineCounter.linePos(error.pos[0]).line - 1),
      `malformed YAML: ${error.message.split('\n')[0]}`,
    ]);
    return { ...base, data: undefined, problems };
  }
  return { ...base, data: doc.toJS(), problems: [] };
}

/** The file line of the YAML value at `path`, or of its nearest existing parent. */
export function lineOf(split: SplitFile, path: readonly PropertyKey[]): number {
  if (!split.doc) return 1;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = split.doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) {
      return split.yamlStart + split.lineCounter.linePos(node.range[0]).line - 1;
    }
  }
  return split.yamlStart;
}
