import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The rating stars are drawn by CSS alone (src/app/stars.css): these tests read the pixels the
 * browser painted. A rating of 4.6 must show four solid stars in the star colour and a fifth as an
 * outline only, in both themes and under forced colours.
 */

interface Tile {
  /** The colour at the middle of the star. */
  centre: string;
  /** How many of the tile's pixels are the expected colour of a filled star. */
  starPixels: number;
  /** How many of the tile's pixels are the expected colour of an empty star's outline. */
  outlinePixels: number;
}

/** The five star tiles of `stars`, read from a screenshot: each 27 of the element's 132 units wide. */
async function readTiles(
  page: Page,
  stars: Locator,
  colours: { star: string; outline: string },
): Promise<Tile[]> {
  const png = (await stars.screenshot({ scale: 'device' })).toString('base64');
  return page.evaluate(
    async ({ png, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const rgb = (x: number, y: number) => {
        const at = (y * image.width + x) * 4;
        return `rgb(${pixels[at]}, ${pixels[at + 1]}, ${pixels[at + 2]})`;
      };
      const unit = image.width / 132;
      return [0, 1, 2, 3, 4].map((index) => {
        const [left, right] = [Math.round(index * 27 * unit), Math.round((index * 27 + 24) * unit)];
        let [starPixels, outlinePixels] = [0, 0];
        for (let x = left; x < right; x += 1) {
          for (let y = 0; y < image.height; y += 1) {
            const colour = rgb(x, y);
            if (colour === colours.star) starPixels += 1;
            if (colour === colours.outline) outlinePixels += 1;
          }
        }
        const centre = rgb(Math.round((index * 27 + 12) * unit), Math.round(image.height * 0.55));
        return { centre, starPixels, outlinePixels };
      });
    },
    { png, colours },
  );
}

/** The first rating on /product/1: 4.6, four filled. */
async function firstRating(page: Page): Promise<Locator> {
  const stars = page.getByRole('img', { name: 'Rated 4.6 out of 5' }).first();
  await expect(stars).toBeVisible();
  return stars;
}

/**
 * A colour as the page paints it (rgb(...)) on its background, forced colours left alone: a system
 * colour may be translucent (Chromium's forced Highlight is), so it is blended over the body's.
 */
const token = (page: Page, colour: string) =>
  page.evaluate((colour) => {
    const channels = (element: Element) =>
      (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(Number);
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.forcedColorAdjust = 'none';
    probe.style.color = getComputedStyle(document.body).backgroundColor;
    const under = channels(probe);
    probe.style.color = colour;
    const [r = 0, g = 0, b = 0, alpha = 1] = channels(probe);
    probe.remove();
    const blend = (top: number, bottom = 0) => Math.round(top * alpha + bottom * (1 - alpha));
    return `rgb(${blend(r, under[0])}, ${blend(g, under[1])}, ${blend(b, under[2])})`;
  }, colour);

// Four device pixels to a CSS pixel: the outline, 2 of a star's 24 units, is then solid pixels wide.
test.use({ deviceScaleFactor: 4 });

/** Checks the four filled stars and the empty fifth, given the colours the page should draw them in. */
async function expectFourAndAnOutline(page: Page, colours: { star: string; outline: string }) {
  const tiles = await readTiles(page, await firstRating(page), colours);
  const solid = tiles[0]!.starPixels;
  for (const tile of tiles.slice(1, 4)) {
    expect(tile.starPixels, 'each filled star is as solid as the first').toBeGreaterThan(solid * 0.95);
  }
  const [fifth] = tiles.slice(4);
  expect(fifth!.starPixels, 'the fifth star has none of the filled colour').toBe(0);
  expect(fifth!.outlinePixels, 'the fifth star is drawn').toBeGreaterThan(solid * 0.2);
  expect(fifth!.outlinePixels, 'as an outline, well under a solid star').toBeLessThan(solid * 0.7);
  expect(fifth!.centre, "the outline's middle is empty").not.toBe(colours.outline);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a 4.6 rating shows four solid stars and one outline (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/product/1');
    await expectFourAndAnOutline(page, {
      star: await token(page, 'var(--color-star)'),
      outline: await token(page, 'var(--color-muted-foreground)'),
    });
  });
}

test("under forced colours the stars are drawn in the theme's own colours", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
  await page.goto('/product/1');
  await expectFourAndAnOutline(page, {
    star: await token(page, 'Highlight'),
    outline: await token(page, 'CanvasText'),
  });
});
