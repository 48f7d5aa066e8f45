import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // Web tests that need a DOM opt in per file with `// @vitest-environment …`.
          environment: 'node',
          // jsdom renders of the ~245-country lists take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server; scrypt (~0.3 s a hash) makes auth-heavy tests slow, the more so in CI,
          // where the PostgreSQL pass runs beside this one (scripts/test.mjs); a file's set-up likewise.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share one PostgreSQL database in CI and both CPU cores hash passwords:
          // one file at a time keeps timings (and the login throttle window) predictable.
          fileParallelism: false,
          // s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
          execArgv: ['--openssl-legacy-provider'],
        },
      },
    ],
  },
});
