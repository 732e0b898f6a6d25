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
  },
  ignoreNoDocuments: true,
};

export default config;
