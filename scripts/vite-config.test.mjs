import { expect, test } from 'vitest';
import config from '../vite.config.ts';

test('the preview server the prerender runs through watches no files; the dev server does', () => {
  const preview = config({ command: 'serve', mode: 'production', isPreview: true, isSsrBuild: false });
  const dev = config({ command: 'serve', mode: 'development', isPreview: false, isSsrBuild: false });
  const build = config({ command: 'build', mode: 'production', isPreview: false, isSsrBuild: false });
  expect(preview.server).toEqual({ watch: null });
  expect(dev.server?.watch).not.toBeNull();
  expect(build.server?.watch).not.toBeNull();
});
