// @ts-check
/**
 * The linter's rules: TypeScript checked with type information everywhere, React's rules of hooks
 * in the app, formatjs' rules for messages, and the GraphQL operations of the app checked against
 * the printed schema (valid, named by the project's convention). Layout is Prettier's job.
 */
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const GENERATED = [
  'build/**',
  '.react-router/**',
  'server/generated/**',
  'client/app/graphql/**',
  'tests/graphql/**',
  'schema/**',
  'node_modules/**',
  '.data/**',
  'test-results/**',
];

/** Operations of a route module carry the route's name: `DayRoute` gives the type `DayRouteQuery`. */
const ROUTE_OPERATION = { requiredPattern: /^[A-Z][A-Za-z]*Route$/ };

export default tseslint.config(
  { ignores: GENERATED },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Promises handed to event handlers and timers are the browser's and Node's way.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // React Router's loaders and actions throw responses (redirect, data) by design, and Apollo's errors are ErrorLike.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'package', package: '@apollo/client', name: 'ErrorLike' },
          ],
        },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
      // Apollo's plugin hooks and the payment providers' methods are async by their interfaces.
      '@typescript-eslint/require-await': 'off',
      // Node's and the browser's functions are handed around bound (res.on, Promise.withResolvers).
      '@typescript-eslint/unbound-method': 'off',
      // Refusing control characters in names, paths and inputs is the point of those patterns.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { formatjs, 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks; the React Compiler's stricter rules wait until the app compiles with it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An unexpected error of a page is reported in the browser's console.
      'no-console': ['error', { allow: ['error'] }],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
    },
  },
  {
    // Tests read GraphQL answers and fixtures whose shapes they assert on.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // The app's GraphQL documents, taken out of its TypeScript and checked against the schema.
  {
    files: ['client/app/**/*.{ts,tsx}'],
    processor: graphql.processor,
  },
  {
    files: ['client/app/**/*.graphql'],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/schema.graphql', documents: ['client/app/**/*.{ts,tsx}', '!client/app/graphql/**'] } },
    },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphql.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: { style: 'PascalCase', forbiddenPatterns: [/^(Query|Mutation|Subscription|Get)/, /(Query|Mutation|Subscription)$/] },
          // Component_prop: the component that spreads it and the prop it arrives in.
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z]*_[a-z][A-Za-z]*$/ },
        },
      ],
      '@graphql-eslint/selection-set-depth': ['error', { maxDepth: 7 }],
      '@graphql-eslint/require-selections': 'off',
    },
  },
  {
    files: ['client/app/routes/**/*.graphql'],
    rules: {
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          'OperationDefinition[operation=query]': ROUTE_OPERATION,
          'OperationDefinition[operation!=query]': {
            style: 'PascalCase',
            forbiddenPatterns: [/^(Query|Mutation|Subscription|Get)/, /(Query|Mutation|Subscription)$/],
          },
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z]*_[a-z][A-Za-z]*$/ },
        },
      ],
    },
  },
);
