/**
 * The client's GraphQL documents as named imports instead of calls to codegen's `graphql()`.
 *
 * `graphql(\`fragment DayView_day …\`)` looks its document up in a map of every document the client
 * has; a page that calls it once ships all of them, the member area's included. Codegen's own Babel
 * plugin rewrites each call into an import of that one document from the generated module, so a
 * page's chunk carries only the documents it uses. The types are unchanged: they come from the same
 * generated module.
 *
 * Codegen writes every document into that one module, and a module is loaded whole: a reading page
 * that needs one fragment would still fetch the member area's mutations. So each import of a
 * document from it becomes an import of a module holding that document alone, cut from the
 * generated module as it is read.
 */
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ARTIFACTS = path.resolve('client/app/graphql');
const GENERATED = path.join(ARTIFACTS, 'graphql.ts');
/** A document alone: `\0graphql-document:DayView_DayFragmentDoc`. */
const ONE_DOCUMENT = '\0graphql-document:';
/** An import of documents from the generated module, as the Babel plugin writes it. */
const DOCUMENT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']*\/graphql\/graphql(?:\.ts)?)["'];?/g;

/** One import per document, each from a module of its own. */
function importsOneByOne(code: string): string {
  return code.replace(DOCUMENT_IMPORT, (whole, names: string) => {
    const specifiers = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!specifiers.every((specifier) => /^\w+(\s+as\s+\w+)?$/.test(specifier))) return whole;
    return specifiers.map((specifier) => `import { ${specifier} } from ${JSON.stringify(ONE_DOCUMENT + specifier.split(/\s+/)[0])};`).join('\n');
  });
}

/** Every document of the generated module by name, as codegen wrote it, without its type. */
function documentsOf(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of generated.split('\n')) {
    const [, name, body] = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line) ?? [];
    if (name) documents.set(name, body);
  }
  return documents;
}

export function graphqlDocuments(): Plugin {
  /** The generated module's documents, read once a build (and again when it changes, in development). */
  let documents: Map<string, string> | undefined;
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
      return result?.code ? { code: importsOneByOne(result.code), map: result.map } : null;
    },
    resolveId(source) {
      return source.startsWith(ONE_DOCUMENT) ? source : null;
    },
    buildStart() {
      documents = undefined;
    },
    watchChange(file) {
      if (path.resolve(file) === GENERATED) documents = undefined;
    },
    load(id) {
      if (!id.startsWith(ONE_DOCUMENT)) return null;
      this.addWatchFile(GENERATED);
      documents ??= documentsOf(readFileSync(GENERATED, 'utf8'));
      const name = id.slice(ONE_DOCUMENT.length);
      const body = documents.get(name);
      if (!body) this.error(`No document ${name} in ${GENERATED}`);
      return `export const ${name} = ${body};\n`;
    },
  };
}
