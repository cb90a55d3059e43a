// `npm run catalogue:import -- EXPORT.csv --out DIR`: a Shopify or WooCommerce product export to a
// catalogue folder the build takes (catalogue/README.md; docs/how-to/import-a-catalogue.md). Every
// row problem is listed by row, column and value, and then nothing is written.
import path from 'node:path';
import { command, fail } from './cli.mjs';

const spec = {
  name: 'npm run catalogue:import',
  summary: 'Writes a catalogue folder from a Shopify or WooCommerce product export (CSV).',
  args: 'EXPORT.csv',
  options: {
    out: { type: 'string', value: 'DIR', required: true, help: 'the catalogue folder to write' },
    shop: {
      type: 'string',
      value: 'NAME',
      help: "the shop's name: the brand of products without a vendor (default the --out folder's name)",
    },
    force: { type: 'boolean', help: 'replace DIR when it is not empty' },
  },
};

const { values, positionals } = command(spec);
if (positionals.length !== 1) fail(spec, `name one export to import, not ${positionals.length}`);
const { isEmptyOrMissing } = await import('./catalogue-import/write-folder.mjs');
if (!values.force && !isEmptyOrMissing(values.out))
  fail(spec, `${values.out} is not empty: add --force to replace it`, 1);
const { importExport } = await import('./catalogue-import/import-export.mjs');
const { unreadable, problems, report } = importExport(positionals[0], {
  out: values.out,
  shop: values.shop ?? path.basename(path.resolve(values.out)),
});
if (unreadable) fail(spec, unreadable, 1);
if (problems) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  fail(
    spec,
    `nothing written, ${positionals[0]} has ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    1,
  );
}
process.stdout.write(`${report.join('\n')}\n`);
