import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

export default defineConfig({
  publicDir: 'client/public',
  plugins: [graphqlDocuments(), reactRouter()],
  // GraphiQL's editor (Monaco, about 2.8 MB) loads only on /graphql; reading pages stay small.
  build: { chunkSizeWarningLimit: 3000 },
});
