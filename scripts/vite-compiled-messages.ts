/**
 * Interface messages compiled at build time, cut into the parts the browser loads, and the browser
 * without the message parser.
 *
 * Each catalogue (`client/app/i18n/messages/*.json`) is parsed into the syntax trees react-intl
 * formats from, once, here; the server and the browser then never parse a message. That lets the
 * browser's bundle take formatjs's parser-less build (about 7 KB gzip lighter). The server keeps
 * the full build, so it still reads a message given as text. Tests that import the catalogues
 * without this build get the text, which react-intl parses as before.
 *
 * The browser's build also gets each language's catalogue as parts (shared/message-parts.ts), JSON
 * files under a folder named after the catalogues' contents, so that a part can be kept forever by
 * the browser and a new wording is a new address. The development server answers the same paths.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { messagePartPath, partOfMessage, PART_NAME } from '../shared/message-parts';

const CATALOGUE = /\/client\/app\/i18n\/messages\/[a-z]{2}\.json$/;
const CATALOGUES = path.resolve('client/app/i18n/messages');
const PARSER = '@formatjs/icu-messageformat-parser';

function compile(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { shouldParseSkeletons: true })]));
}

function readCatalogues(): Map<string, Record<string, string>> {
  const catalogues = new Map<string, Record<string, string>>();
  for (const name of readdirSync(CATALOGUES).sort()) {
    if (!/^[a-z]{2}\.json$/.test(name)) continue;
    catalogues.set(name.slice(0, 2), JSON.parse(readFileSync(path.join(CATALOGUES, name), 'utf8')) as Record<string, string>);
  }
  return catalogues;
}

/** The parts of one language's catalogue, compiled. */
function partsOf(messages: Record<string, string>): Map<string, Record<string, unknown>> {
  const parts = new Map<string, Record<string, string>>();
  for (const [id, text] of Object.entries(messages)) {
    const part = partOfMessage(id);
    if (!parts.has(part)) parts.set(part, {});
    parts.get(part)![id] = text;
  }
  return new Map([...parts].map(([part, texts]) => [part, compile(texts)]));
}

/** Names the catalogues' contents: a changed message gives every part a new address. */
function versionOf(catalogues: Map<string, Record<string, string>>): string {
  return createHash('sha256')
    .update(JSON.stringify([...catalogues]))
    .digest('hex')
    .slice(0, 12);
}

export function compiledMessages(): Plugin {
  let version = '';
  return {
    name: 'daypedia-compiled-messages',
    enforce: 'pre',
    config() {
      version = versionOf(readCatalogues());
      return { define: { 'import.meta.env.MESSAGE_PARTS_VERSION': JSON.stringify(version) } };
    },
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      return { code: JSON.stringify(compile(JSON.parse(code) as Record<string, string>)), map: null };
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || this.environment.name !== 'client') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [locale, messages] of readCatalogues()) {
        for (const [part, compiled] of partsOf(messages)) {
          this.emitFile({ type: 'asset', fileName: messagePartPath(version, locale, part).slice(1), source: JSON.stringify(compiled) });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/messages\/[0-9a-f]+\/([a-z]{2})\/([A-Za-z]+)\.json$/.exec(req.url ?? '');
        const messages = match && PART_NAME.test(match[2]) ? readCatalogues().get(match[1]) : undefined;
        const part = messages && partsOf(messages).get(match![2]);
        if (!part) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(part));
      });
    },
  };
}
