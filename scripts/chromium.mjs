// Debian's Chromium, as docs/architecture.md#browser-tests fixes it for the browser tests and the client benchmark: no tool
// downloads a browser of its own.
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}
