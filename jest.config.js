// One jest run, three tiers (docs/architecture.md#test-tiers): colocated unit tests (the shared rules of packages/domain
// and the server's), integration tests over HTTP against a real PostgreSQL, and browser journeys. The
// client's component tests run under Vitest.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(mjs|[tj]sx?)$': swcTransform },
  // These packages ship ES modules only; jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|jose|get-port)/)'],
  // The shared rules from their source, so a test never runs against a stale build of them.
  moduleNameMapper: { '^@barangay-portal/domain$': '<rootDir>/packages/domain/src/index.ts' },
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  // Starting a portal on a fresh database takes well under a second alone, but several seconds on a shared
  // 2-core machine under load: jest's 5-second default would fail tests for the machine's business, not
  // theirs. (The browser journeys set their own, longer limit in tests/utils/e2e-setup.ts.)
  testTimeout: 30_000,
  // A worker keeps every finished test file's garbage until V8 gets round to it: heaps of ~1 GB by the end of
  // a run, measured, and a process that large takes longer to tear down than the 500 ms jest gives a worker
  // to exit on a loaded machine ("A worker process has failed to exit gracefully"). A worker past this much
  // heap after a file is replaced by a fresh one, so no worker grows large and each exits at once
  // (docs/architecture.md#test-workers).
  workerIdleMemoryLimit: '300MB',
  // One PostgreSQL server for the whole run; each test file makes its own database on it.
  globalSetup: '<rootDir>/tests/utils/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/utils/global-teardown.mjs',
  projects: [
    { ...shared, displayName: 'domain', testMatch: ['<rootDir>/packages/domain/src/**/__tests__/**/*.test.ts'] },
    { ...shared, displayName: 'server', testMatch: ['<rootDir>/server/src/**/__tests__/**/*.test.ts'] },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/tests/integration/**/*.test.ts'] },
    // Checks of the project's own tooling (the module-boundary rules), on fixtures under tests/fixtures.
    { ...shared, displayName: 'tooling', testMatch: ['<rootDir>/tests/tooling/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/utils/e2e-setup.ts'],
    },
  ],
};
