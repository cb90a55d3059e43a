import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunk-groups.mjs';
import { catalogPlugin } from './src/catalog-source/catalog-plugin.ts';

export default defineConfig({
  plugins: [catalogPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  worker: { plugins: () => [catalogPlugin({ images: false })] },
  build: {
    // Every asset gets a content hash; the server sends them with a one-year immutable cache.
    assetsInlineLimit: 0,
    // React Router writes the modulepreload links a page needs itself; Vite's preload helper for
    // dynamic imports would add ~0.9 KiB to every page for the few lazy modules.
    modulePreload: false,
    // Fewer, larger chunks for what every page loads (see scripts/chunk-groups.mjs).
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
});
