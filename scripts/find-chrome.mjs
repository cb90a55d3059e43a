// Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, then /usr/bin/chromium. Where none
// is found and we run as root on Debian, installs Debian's `chromium`; otherwise stops with a
// one-line instruction. Never downloads a browser from anywhere else.
//
// The Playwright suites run Chromium's headless build where there is one (ensureTestChrome):
// Debian's `chromium-headless-shell`, the same Chromium without the desktop browser around it,
// which is what Playwright itself runs headless tests in. It needs about a third less CPU for the
// same tests (docs/decisions/0027-test-suite-cpu.md); the bench and the photo suite keep the full
// browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensurePackages } from './debian-packages.mjs';

const DEBIAN_PATH = '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  return null;
}

export function ensureChrome() {
  const found = findChrome();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChrome();
    if (installed) return installed;
  }
  console.error(
    'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/** CHROME_PATH when it names a browser, else the headless shell when installed, else null. */
function chosenOrHeadless() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : null;
}

/** The Chromium the Playwright suites drive (see ensureTestChrome), or null; installs nothing. */
export function findTestChrome() {
  return chosenOrHeadless() ?? findChrome();
}

/**
 * The Chromium the Playwright suites drive: CHROME_PATH when set; else Debian's headless shell,
 * installed where it is missing and we run as root on Debian; else the full Chromium (ensureChrome),
 * with a note.
 */
export function ensureTestChrome() {
  const chosen = chosenOrHeadless();
  if (chosen) return chosen;
  const full = ensureChrome();
  const missing = ensurePackages({
    name: "Chromium's headless build",
    files: [HEADLESS_SHELL_PATH],
    packages: ['chromium-headless-shell'],
  });
  if (!missing) return HEADLESS_SHELL_PATH;
  console.log(`${missing} The browser tests run in ${full} meanwhile (slower).`);
  return full;
}

/**
 * Flags for Chromium on these machines (closed network, root, no GPU): the one list for Playwright
 * (playwright.config.ts, which runs headless by itself) and the bench (which adds `headless`).
 */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Chromium's headless mode, for a browser Playwright does not launch (Lighthouse's). */
export const headless = '--headless=new';

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChrome());
}
