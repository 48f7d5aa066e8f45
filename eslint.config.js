import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_NOT_SERVER = { group: ['**/server/**'], message: 'src/web must not import from src/server.' };

/** `../name/…` from a file of src/web/features/<feature>/ is another feature (features keep their files flat); `allowed` is one let through. */
function otherFeature(allowed) {
  return {
    regex: `^\\.\\./(?!\\.\\./${allowed ? `|${allowed}/` : ''})`,
    message: 'A web feature must not import from another feature: move the shared piece to src/web/components, lib or app.',
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'data-demo/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Imports flow one way (STYLE.md): shared is pure and imports neither side; web and server never import each other.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '../server*', '../web*'],
              message: 'src/shared must not import from src/server or src/web.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/web/**'], rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER] }] } },
  // A web feature does not import another: what two share lives in components/, lib/ or app/.
  { files: ['src/web/features/*/*'], rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, otherFeature()] }] } },
  // The few deliberate exceptions: the pages show the readiness overview and the next application deadline, the
  // team modal hosts the invitation panel, and Personal details edits your own row of the founders team.
  {
    files: ['src/web/features/dashboard/*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, otherFeature('(?:readiness|applications)')] }] },
  },
  {
    files: ['src/web/features/founders/founders-modal.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, otherFeature('invitations')] }] },
  },
  {
    files: ['src/web/features/personal-details/*', 'src/web/features/account/delete-account.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, otherFeature('founders')] }] },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'src/server must not import from src/web.' }] }],
    },
  },
);
