// What scripts/postbuild.mjs does after `react-router build`, in order (scripts/postbuild/run-steps.mjs
// runs them). The two page steps share one pass over the pages: the boot rewrite first, then the
// script policy, which hashes the page's final inline scripts.
import { deferHydrationStep } from './defer-hydration.mjs';
import { hostHeaders } from './host-headers.mjs';
import { noConsoleLog } from './no-console-log.mjs';
import { pagePolicy } from './page-policy.mjs';
import { plainHost404 } from './plain-host-404.mjs';
import { requiredPages } from './required-pages.mjs';
import { serviceWorker } from './service-worker.mjs';
import { sitemap } from './sitemap.mjs';
import { unrequestedData } from './unrequested-data.mjs';

export const postbuildSteps = [
  requiredPages,
  noConsoleLog,
  unrequestedData,
  deferHydrationStep,
  pagePolicy,
  plainHost404,
  sitemap,
  hostHeaders,
  serviceWorker,
];
