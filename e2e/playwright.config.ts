import { defineConfig } from '@playwright/test';
import { SHELL_URL } from './support/product';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One product instance, and tests that re-point its registry: run them one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
