// Step: each page gets its own script policy, the hashes of its final inline scripts
// (scripts/security-headers.mjs), so it runs after every step that changes a page's scripts.
import { withPagePolicy } from '../security-headers.mjs';
import { PostbuildError } from './run-steps.mjs';

export const pagePolicy = {
  name: 'page script policy',
  page(html, page) {
    const out = withPagePolicy(html);
    if (!out.includes('<meta http-equiv="Content-Security-Policy"'))
      throw new PostbuildError(`${page} has no <head> for its script policy.`);
    return out;
  },
};
