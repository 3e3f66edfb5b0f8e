/**
 * How Agora's browser runs start Chromium: Debian's build (never a downloaded
 * browser), headless, without the background traffic that would disturb
 * timings. Shared by the e2e configs and bench:client.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's command-line flags for the e2e tests and bench:client. */
export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
