import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client, generated from the printed schema. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/app/**/*.{ts,tsx}', '!client/app/graphql/**'],
  generates: {
    'client/app/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
    /** Typed documents for the operations the tests and the soak send; the client's documents above are left out. */
    'tests/graphql/': {
      documents: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'scripts/soak/**/*.ts', 'tests/setup/**/*.ts', '!tests/graphql/**', '!client/app/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
