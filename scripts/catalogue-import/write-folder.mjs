// Writes the catalogue folder all at once: everything goes into a temporary folder beside `out`,
// which replaces `out` only when it is complete, so a failed import leaves `out` as it was.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { NO_PHOTO } from './catalogue-records.mjs';

const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#e7e5e4"/>
  <path d="M220 250h40l20-30h40l20 30h40v130H220z" fill="none" stroke="#a8a29e" stroke-width="12" stroke-linejoin="round"/>
  <circle cx="300" cy="315" r="35" fill="none" stroke="#a8a29e" stroke-width="12"/>
</svg>
`;

/** Whether `dir` is missing or empty: a folder the import may write without --force. */
export function isEmptyOrMissing(dir) {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    if (error.code === 'ENOTDIR') return false; // a file: replaced only with --force, like a full folder
    throw error;
  }
}

/** Writes the catalogue (catalogue-records.mjs) as the folder `out`, replacing what was there. */
export function writeCatalogueFolder(out, catalogue) {
  const parent = path.dirname(path.resolve(out));
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(path.join(parent, `.${path.basename(out)}-import-`));
  try {
    const json = (file, data) => writeFileSync(path.join(work, file), `${JSON.stringify(data, null, 2)}\n`);
    json('categories.json', catalogue.categories);
    json('products.json', catalogue.products);
    json('reviews.json', catalogue.reviews);
    mkdirSync(path.join(work, 'images', 'products'), { recursive: true });
    for (const [dest, file] of catalogue.copies) {
      const target = path.join(work, 'images', dest);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
    const usesPlaceholder = catalogue.placeholders.length > 0;
    if (usesPlaceholder) writeFileSync(path.join(work, 'images', NO_PHOTO), PLACEHOLDER);
    rmSync(out, { recursive: true, force: true });
    renameSync(work, out);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
