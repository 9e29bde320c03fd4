// The browser suite and the web benchmark drive Debian's chromium; this installs it when it is
// missing and we can (root with apt), and otherwise stops with a message saying what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless chromium on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium fonts-noto-cjk) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('▶ installing Debian chromium and CJK fonts for the browser suite');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}
