/**
 * The client's GraphQL documents as named imports instead of calls to codegen's `graphql()`.
 *
 * `graphql(\`fragment DayView_day …\`)` looks its document up in a map of every document the client
 * has; a page that calls it once ships all of them, the member area's included. Codegen's own Babel
 * plugin rewrites each call into an import of that one document from the generated module, so a
 * page's chunk carries only the documents it uses. The types are unchanged: they come from the same
 * generated module.
 */
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import path from 'node:path';
import type { Plugin } from 'vite';

const ARTIFACTS = path.resolve('client/app/graphql');

export function graphqlDocuments(): Plugin {
  return {
    name: 'daypedia-graphql-documents',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\/client\/app\/.*\.tsx?$/.test(file) || file.startsWith(ARTIFACTS) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: ARTIFACTS, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
