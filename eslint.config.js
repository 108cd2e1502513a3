import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import storybook from 'eslint-plugin-storybook';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way layers (docs/architecture.md): app → screens → forms → services and relay → components.
 * A flow (src/screens/<flow>) imports only itself and the layers below; what two flows share moves down.
 */
const layers = {
  app: ['app', 'screen', 'forms', 'services', 'relay', 'components'],
  forms: ['forms', 'services', 'relay', 'components'],
  services: ['services', 'components'],
  relay: ['relay', 'components'],
  components: ['components'],
};
const to = (types) => ({ to: { element: { types: { anyOf: types } } } });
const boundaryPolicies = (extra) => [
  // A flow imports its own folder (the same captured flow) and the layers below it.
  { from: { element: { type: 'screen' } }, allow: [{ to: { element: { type: 'screen', captured: { flow: '{{ from.element.captured.flow }}' } } } }, to(['forms', 'services', 'relay', 'components', ...extra])] },
  ...Object.entries(layers).map(([from, allow]) => ({ from: { element: { type: from } }, allow: to([...allow, ...extra]) })),
  { from: { element: { types: { anyOf: ['test', 'mocks'] } } }, allow: to(['test', 'mocks', 'services', 'relay', 'components', ...extra]) },
  // The mock's resolvers take the arguments the app's generated Relay types say (types only, not a copy).
  { from: { element: { type: 'mocks' } }, allow: { to: { element: { type: 'screen', fileInternalPath: '**/__generated__/*.graphql.ts' } }, dependency: { kind: 'type' } } },
];
const boundariesConfig = (files, extra, ignores = []) => ({
  files,
  ignores,
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { alwaysTryTypes: true } },
    'boundaries/include': ['src/**/*', 'mocks/**/*'],
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'screen', pattern: 'src/screens/*', capture: ['flow'] },
      { type: 'forms', pattern: 'src/forms' },
      { type: 'services', pattern: 'src/services' },
      { type: 'relay', pattern: 'src/relay' },
      { type: 'components', pattern: 'src/components' },
      { type: 'test', pattern: 'src/test' },
      { type: 'mocks', pattern: 'mocks' },
    ],
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies(extra), message: 'Camadas: app → screens → forms → services/relay → components; um fluxo não importa outro fluxo ({{ from.element.type }} {{ from.element.captured.flow }} não importa {{ to.element.type }} {{ to.element.captured.flow }}).' }],
    'boundaries/no-unknown-dependencies': 'error',
  },
});

/**
 * All Relay goes through src/relay (its lazy useMutation, useVisitQuery, graphql tag and types): the
 * packages themselves are imported there only, so the runtime stays off the first paint and one idiom holds.
 */
const relayMessage = 'Relay só por src/relay: useMutation e commitAsync, useVisitQuery, graphql e os tipos vêm de lá.';
const relayOutsideSrcRelay = ['react-relay', 'relay-runtime'].map((name) => ({ name, message: relayMessage }));

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
        {
          selector: 'MemberExpression[property.name=/^_(state|formState|subjects|names|formValues|defaultValues|fields|options|proxyFormState|setValid|removeUnmounted)$/]',
          message: 'Estado privado do react-hook-form: use só a API pública (createFormControl, subscribe, useForm, useController…).',
        },
      ],
      'no-restricted-imports': ['error', { paths: relayOutsideSrcRelay, patterns: [{ group: ['react-relay/*', 'relay-runtime/*'], message: relayMessage }] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  boundariesConfig(['src/**/*.{ts,tsx}', 'mocks/**/*.ts'], [], ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts']),
  // Stories and tests may also use the test helpers and the mock backend.
  boundariesConfig(['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'], ['test', 'mocks']),
  // A test of the whole app (src/test) may render any screen.
  { files: ['src/test/**/*.test.{ts,tsx}'], rules: { 'boundaries/dependencies': 'off' } },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', '*.config.{js,ts}', 'build/mockBackendPlugin.ts', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['src/relay/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              importNames: ['useLazyLoadQuery'],
              message: 'A consulta de uma tela usa useVisitQuery (src/relay/useVisitQuery.ts): uma requisição por visita, também sob o StrictMode.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/relay/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
