// Lint rules, including the import direction of docs/architecture.md:
// schemas <- runtime/core <- components, runtime/app <- builder; server uses schemas and runtime/core only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (files, forbidden, message, relative = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [...forbidden.flatMap((dir) => [`**/${dir}`, `**/${dir}/**`]), ...relative], message },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      '.data',
      '.test-data',
      'node_modules',
      'schemas/generated',
      'storybook-static',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(['schemas/**'], ['runtime', 'components', 'builder', 'server'], 'schemas/ imports nothing of ours.'),
  layer(
    ['runtime/core/**'],
    ['runtime/app', 'components', 'builder', 'server'],
    'runtime/core imports only schemas.',
    ['../app', '../app/**'],
  ),
  layer(
    ['components/**'],
    ['runtime/app', 'builder', 'server'],
    'components reach the app through the context in runtime/core.',
  ),
  layer(['runtime/app/**'], ['builder', 'server'], 'runtime/app loads builder only through its lazy route.'),
  {
    // The portal's code takes plain values from schemas/values/ (and compiled validators from
    // schemas/generated/): a value import of a TypeBox schema module would load TypeBox on every screen.
    files: ['components/**', 'runtime/**'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      'runtime/core/lint/**',
      'runtime/core/form-definition-validation.ts',
      'runtime/core/schema-validator.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas/*', '!**/schemas/values', '!**/schemas/generated'],
              allowTypeImports: true,
              message: 'Import plain values from schemas/values/ and types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  layer(
    ['server/**'],
    ['runtime/app', 'components', 'builder'],
    'server imports only schemas and runtime/core.',
  ),
);
