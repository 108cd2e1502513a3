import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction: app → screens → components. A pattern per layer lists what it may not import. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${forbidden.join('|')})(/|$)`, message }] }],
  },
});

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'dist-lib', 'storybook-static', 'coverage', 'test-results', 'playwright-report', '**/__generated__/**', '.storybook/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/no-future-added-value': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Texto nunca vira HTML: renderize como texto.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  layer(['src/components/**'], ['app', 'screens', 'relay', 'mocks'], 'O design system não importa do app, das telas, do Relay nem dos mocks.'),
  layer(['src/screens/**'], ['app/routes', 'app/App', 'app/main', 'mocks'], 'Uma tela não importa a tabela de rotas nem os mocks: recebe callbacks ou usa os hooks de src/app.'),
  layer(['src/relay/**'], ['app', 'screens', 'components'], 'src/relay é a camada de transporte: não importa telas, app nem componentes.'),
  {
    files: ['**/*.{js,mjs}', 'scripts/**', '*.config.{js,ts}', 'mocks/vitePlugin.ts', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
