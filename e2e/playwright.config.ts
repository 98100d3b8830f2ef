import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
/** A second server, with a mailbox, for the tests that follow links sent by email. */
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 100);
const mailboxURL = `http://127.0.0.1:${mailboxPort}`;
/** Where that server's SMTP server keeps what it receives (see mailbox-server.mjs). */
export const MAILBOX_DIR = '../dist/e2e-mailbox';
// The checkout without card or PayPal keys runs there too: that server has none, and its mailbox
// shows the mail the team gets when a transfer is announced. The project mails' tests run there
// as well: they read that mail, and the projects they make stay out of the portfolio others count.
const MAILED_LINK_TESTS =
  /(auth-password-reset|portal-settings|checkout-bank-transfer|project-(progress|notices|tools))\.spec\.ts$/;
// Admin walks that change what the public pages show (a published post, an approved testimonial,
// a service's price, a project): they run after the other pages' tests, which count those. (To run
// one of them alone: `npx playwright test --no-deps tests/admin-content.spec.ts`.)
const PUBLIC_CONTENT_EDITS = /admin-(content|contacts|projects)\.spec\.ts$/;
/**
 * A third server for the test that releases and rolls back the admin remote: it serves a copy of
 * the built frontends (made when it starts), which the test publishes releases into, so the
 * releases it switches to never reach the other tests.
 */
const releasePort = Number(process.env.E2E_RELEASE_PORT ?? port + 400);
const releaseURL = `http://127.0.0.1:${releasePort}`;
export const RELEASE_FRONTENDS_DIR = '../dist/e2e-release-frontends';
const ADMIN_RELEASE_TESTS = /admin-release\.spec\.ts$/;
/** An OpenAI-compatible server for AI generation (see fake-openai-server.mjs). */
const fakeOpenAiPort = Number(process.env.E2E_FAKE_OPENAI_PORT ?? port + 200);
const fakeOpenAiKey = 'sk-e2e-fake-openai';
/** A Stripe API for card payments (see fake-stripe-server.mjs); its test keys are the app's. */
export const fakeStripePort = Number(process.env.E2E_FAKE_STRIPE_PORT ?? port + 300);
export const FAKE_STRIPE_URL = `http://127.0.0.1:${fakeStripePort}`;
export const STRIPE_KEYS = {
  secret: 'sk_test_e2eFakeStripeSecret',
  publishable: 'pk_test_e2eFakeStripePublishable',
  webhookSecret: 'whsec_e2eFakeStripeWebhook',
};

/**
 * Each server's output goes to a file of its own; the server-logs reporter prints them only when
 * a test or a server failed, so a passing run's output is the tests alone.
 */
export const SERVER_LOG_DIR = '../dist/e2e-logs';
function logged(name: string, command: string): string {
  return `mkdir -p ${SERVER_LOG_DIR} && { ${command}; } > ${SERVER_LOG_DIR}/${name}.log 2>&1`;
}

const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  DATABASE_URL: '',
  REDIS_URL: '',
  // Every browser test comes from 127.0.0.1: scale the per-address limits to fit a whole run.
  RATE_LIMIT_MULTIPLIER: '50',
};

/** Chromium kept off the network: the app under test is the only host it reaches. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

/**
 * Chromium's headless shell from Debian. It draws pages as the full browser does, without the
 * browser's windows and their own renderers: a run takes a third less CPU than in the full browser.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumArgs,
};

/**
 * The full browser, for the tests of a page that no pointer has reached yet: the headless shell's
 * pointer rests at the page's top left corner, so the page gets a pointerover as soon as it is laid
 * out.
 */
const fullChromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};
const BEFORE_ANY_POINTER_TESTS = /page-styles\.spec\.ts$/;

/**
 * End-to-end tests against the production build, served the way `npm start` serves it: one
 * process on the embedded database, created empty for this run.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['./server-logs-reporter.ts', { dir: SERVER_LOG_DIR }]],
  use: {
    baseURL,
    headless: true,
    // A failed test keeps its trace: every step with the page as it was, and a screenshot at the
    // end. A screencast of every test would take a quarter of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        MAILED_LINK_TESTS,
        PUBLIC_CONTENT_EDITS,
        ADMIN_RELEASE_TESTS,
        BEFORE_ANY_POINTER_TESTS,
      ],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'before-any-pointer',
      testMatch: BEFORE_ANY_POINTER_TESTS,
      use: { ...devices['Desktop Chrome'], launchOptions: fullChromiumLaunch },
    },
    {
      name: 'public-content-edits',
      testMatch: PUBLIC_CONTENT_EDITS,
      dependencies: ['desktop', 'before-any-pointer'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'mailbox',
      testMatch: MAILED_LINK_TESTS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: mailboxURL },
    },
    {
      name: 'release',
      testMatch: ADMIN_RELEASE_TESTS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: releaseURL },
    },
  ],
  webServer: [
    {
      // The default install: no mail transport, so mail waits in the outbox as `held`.
      command: logged('app', 'rm -rf ../dist/e2e-data && node ../dist/backend/main.js'),
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        ...serverEnv,
        PORT: String(port),
        // The site's origin: state changes are accepted from its pages only, never from the Host.
        PUBLIC_URL: baseURL,
        DATA_DIR: '../dist/e2e-data',
        SMTP_URL: '',
        OPENAI_API_KEY: fakeOpenAiKey,
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeOpenAiPort}/v1`,
        // Short enough that the fake's slow answers reach the client as a job to poll (202).
        AI_TIMEOUT_MS: '4000',
        // Card payments in test mode, against the fake Stripe API; PayPal stays unconfigured.
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: FAKE_STRIPE_URL,
      },
    },
    {
      command: logged('fake-stripe', 'node fake-stripe-server.mjs'),
      url: `${FAKE_STRIPE_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        FAKE_STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/webhooks/stripe`,
        FAKE_STRIPE_SETTLE_MS: '3000',
      },
    },
    {
      command: logged('fake-openai', 'node fake-openai-server.mjs'),
      url: `http://127.0.0.1:${fakeOpenAiPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        FAKE_OPENAI_PORT: String(fakeOpenAiPort),
        FAKE_OPENAI_KEY: fakeOpenAiKey,
        FAKE_OPENAI_SLOW_MS: '7000',
      },
    },
    {
      command: logged(
        'release',
        `rm -rf ${RELEASE_FRONTENDS_DIR} ../dist/e2e-release-data && ` +
          `cp -r ../dist/frontends ${RELEASE_FRONTENDS_DIR} && node ../dist/backend/main.js`,
      ),
      url: `${releaseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        ...serverEnv,
        PORT: String(releasePort),
        PUBLIC_URL: releaseURL,
        DATA_DIR: '../dist/e2e-release-data',
        FRONTENDS_DIR: RELEASE_FRONTENDS_DIR,
        SMTP_URL: '',
      },
    },
    {
      command: logged('mailbox', 'rm -rf ../dist/e2e-mailbox-data && node mailbox-server.mjs'),
      url: `${mailboxURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        ...serverEnv,
        PORT: String(mailboxPort),
        PUBLIC_URL: mailboxURL,
        DATA_DIR: '../dist/e2e-mailbox-data',
        MAILBOX_DIR,
      },
    },
  ],
});
