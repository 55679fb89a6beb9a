import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', '.data/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'src/server/db/migrations/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Next reads its config files as CommonJS.
    files: ['next.config.js', 'next-i18next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API talks to loosely typed JSON in tests; production code stays strict.
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The UI never reaches into the API's code (ARCHITECTURE.md): only the contract and lib are shared.
    files: ['src/pages/**', 'src/components/**', 'src/ui/**'],
    ignores: ['src/pages/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'UI code must not import the API; use the HTTP client and the contract.' }] }] },
  },
];

export default config;
