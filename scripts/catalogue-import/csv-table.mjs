// A product export read as its header and its rows, each row numbered as a spreadsheet shows it
// (the header is row 1; a cell with line breaks is still one row), and which export it is.
import { parse } from 'csv-parse/sync';

/** The dialects this import reads: the headers that identify each one, and how to name it. */
export const DIALECTS = [
  {
    name: 'shopify-classic',
    label: 'Shopify (Handle, Variant Price, ...)',
    headers: ['Handle', 'Title', 'Variant Price'],
  },
  { name: 'shopify', label: 'Shopify (URL handle, Price, ...)', headers: ['URL handle', 'Title', 'Price'] },
  { name: 'woocommerce', label: 'WooCommerce', headers: ['ID', 'Type', 'Name', 'Regular price', 'Parent'] },
];

/**
 * The export's rows: `{ number, cell(column) }`, cell '' for a column the file lacks or leaves
 * empty. Blank rows are left out but still counted. Throws csv-parse's error for a malformed file.
 */
export function readTable(text) {
  const [header = [], ...records] = parse(text, { bom: true, relax_column_count: true });
  const headers = header.map((name) => name.trim());
  const index = new Map(headers.map((name, i) => [name, i]));
  const rows = records.flatMap((cells, i) =>
    cells.some((cell) => cell.trim() !== '')
      ? [{ number: i + 2, cell: (column) => (cells[index.get(column)] ?? '').trim() }]
      : [],
  );
  return { headers, rows };
}

/** The dialect whose identifying headers the file has, or undefined. */
export function dialectOf(headers) {
  return DIALECTS.find((dialect) => dialect.headers.every((name) => headers.includes(name)));
}

/** The line for a file that is none of them: which headers each dialect starts from. */
export function unknownExport(file) {
  const expected = DIALECTS.map((d) => `${d.headers.join(', ')} (${d.label})`).join('; or ');
  return `${file} is not a product export this import reads: expected the headers ${expected}`;
}
