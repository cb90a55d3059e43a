// Step: sitemap.xml from the canonical URL of every indexable page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const sitemap = {
  name: 'sitemap.xml',
  run(build) {
    const urls = [];
    for (const file of build.pages()) {
      const html = readFileSync(file, 'utf8');
      if (/<meta name="robots" content="noindex"/.test(html)) continue;
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      if (canonical) urls.push(canonical);
    }
    urls.sort();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${u.replace(/&/g, '&amp;')}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    writeFileSync(path.join(build.clientDir, 'sitemap.xml'), xml);
    build.sitemapUrls = urls.length;
  },
};
