import type { Config } from '@react-router/dev/config';

// The floor of the navigation bench (scripts/bench/navigation.mjs): the same stack and switches as
// the shop's react-router.config.ts, three prerendered routes, nothing else.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/', '/a', '/b'],
} satisfies Config;
