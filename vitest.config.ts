import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** `@shared/...`: the project's shared/ folder, as the tsconfig files' `paths`, Vite and esbuild name it. */
const alias = { '@shared': resolve(import.meta.dirname, 'shared') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Projects run one after another (unit, api, infra), each with its own worker count.
          sequence: { groupOrder: 0 },
          // Unit tests sit beside their module (`x.ts` -> `x.test.ts`); tests/checks holds the
          // repository-wide checks that are no one module's test (docs/architecture.md#where-tests-go).
          // A web component's test (`X.tsx` -> `X.test.tsx`) runs in the component project.
          include: [
            'functions/**/*.test.ts',
            'shared/**/*.test.ts',
            'web/src/**/*.test.ts',
            'infra/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/checks/**/*.test.ts',
          ],
          // A data-layer test on DynamoDB Local (`x.db.test.ts`) runs in the api project.
          exclude: [...configDefaults.exclude, '**/*.db.test.ts'],
          environment: 'node',
          // Not isolated, as the API project (there with the reason): 53 s of CPU, 22 s without.
          isolate: false,
          setupFiles: ['tests/support/fresh-file.ts'],
          // Both cores: vitest's default is one fewer than the cores (one, here), and these files
          // are CPU work (transform, import, synth) that two workers halve.
          maxWorkers: 2,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts', 'functions/data/**/*.db.test.ts'],
          environment: 'node',
          // One DynamoDB Local and one s3rver per run; each test file gets its own table and bucket
          // (an API suite in tests/support/api.ts, a data-layer test in tests/support/db-table.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fresh-file.ts', 'tests/support/db-table.ts'],
          // One worker process runs file after file: the AWS SDK and the other libraries load once per
          // worker, not once per file (a fifth of the project's CPU). Each file still starts from the
          // worker's environment and imports the project's modules anew, handlers included
          // (tests/support/fresh-file.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: more workers only queue behind scrypt and DynamoDB Local.
          maxWorkers: 2,
          // Passwords hash at N=2^10, not 2^17: a sign-up costs 3 ms, not 600 (docs/decisions/0145).
          env: {
            LOG_LEVEL: 'silent',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            PASSWORD_HASH_COST: '10',
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          sequence: { groupOrder: 2 },
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          // One worker process runs file after file: aws-cdk-lib loads once per worker, and the files
          // share one synthesis of the default stack (tests/infra/synth.ts), where each made its own.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // The design brief's CDK settings: no version check or telemetry, and no built-in CloudFormation
          // schema validation (it doubles synth time; `npm run synth` and deploys still run it).
          env: { CDK_VALIDATION: 'false', CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' },
        },
      },
      {
        resolve: { alias },
        // The web's JSX as web/tsconfig.json has it (`react-jsx`: React's automatic runtime, no
        // `import React`), compiled by Vite's Oxc as the web build does.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'component',
          // After the others, with workers of its own (a simulated DOM per file).
          sequence: { groupOrder: 3 },
          // What a component draws for a given state, beside the component (`X.tsx` -> `X.test.tsx`):
          // milliseconds each in a simulated DOM, where a browser test costs seconds
          // (docs/testing.md#component-tests).
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // The page's origin, https as the site's: the session hint is a `__Host-` cookie, which needs one.
          environmentOptions: { happyDOM: { url: 'https://localhost/' } },
          // The fake server's `fetch` (web/src/test/fake-server.ts) is undone after each test.
          unstubGlobals: true,
          // jest-dom's matchers (`toBeVisible`, `toHaveTextContent`, ...) and a cleanup after each test.
          setupFiles: ['web/src/test/setup.ts'],
          maxWorkers: 2,
        },
      },
    ],
  },
});
