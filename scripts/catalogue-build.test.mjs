// A bad catalogue or a bad image stops `npm run build` before anything is written, naming the file and the reason.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

test('a build with a bad catalogue fails with every problem listed and leaves no build behind', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lumina-bad-catalogue-'));
  const dir = path.join(work, 'catalogue');
  cpSync('catalogue/demo', dir, { recursive: true });
  const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
  products[0].variants[0].options.Colour = 'Red';
  products[1].price = -3;
  products[2].images[0].src = 'products/lost.svg';
  writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
  const buildDir = path.join(work, 'build');

  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, LUMINA_CATALOGUE: dir, LUMINA_BUILD_DIR: buildDir },
    encoding: 'utf8',
  });

  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain(`The catalogue in ${dir} has 3 problems:`);
  expect(run.stderr).toContain(
    'products.json: product "1", variants.0.options.Colour: "Red" is not a value of Colour (Midnight Black, Sand, Forest Green)',
  );
  expect(run.stderr).toContain('products.json: product "2", price: must be a positive amount');
  expect(run.stderr).toContain(
    'products.json: product "3", images.0: image file images/products/lost.svg does not exist',
  );
  expect(existsSync(buildDir)).toBe(false);
});

test('a build with a bad image fails with its name and the reason and leaves no build behind', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lumina-bad-image-'));
  const dir = path.join(work, 'catalogue');
  cpSync('catalogue/demo', dir, { recursive: true });
  // A photograph cut short in transfer, and SVG art saved with a photograph's extension.
  writeFileSync(
    path.join(dir, 'images/products/cut.jpg'),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70]),
  );
  cpSync(path.join(dir, 'images/products/1-1.svg'), path.join(dir, 'images/products/art.png'));
  const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
  products[3].images[0].src = 'products/cut.jpg';
  products[4].images[0].src = 'products/art.png';
  writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
  const buildDir = path.join(work, 'build');

  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    env: {
      ...process.env,
      LUMINA_CATALOGUE: dir,
      LUMINA_BUILD_DIR: buildDir,
      LUMINA_IMAGE_CACHE: path.join(work, 'cache'),
    },
    encoding: 'utf8',
  });

  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain(`The catalogue in ${dir} has 2 problems:`);
  expect(run.stderr).toContain(
    'products.json: product "4", images.0: images/products/cut.jpg is not a readable image (',
  );
  expect(run.stderr).toContain(
    'products.json: product "5", images.0: images/products/art.png is an SVG file, not PNG as its extension says',
  );
  expect(existsSync(buildDir)).toBe(false);
});
