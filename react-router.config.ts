import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/prerender-paths';

export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.LUMINA_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
