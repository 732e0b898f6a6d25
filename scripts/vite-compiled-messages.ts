/**
 * Interface messages compiled at build time, and the browser without the message parser.
 *
 * Each catalogue (`client/app/i18n/messages/*.json`) is parsed into the syntax trees react-intl
 * formats from, once, here; the server and the browser then never parse a message. That lets the
 * browser's bundle take formatjs's parser-less build (about 7 KB gzip lighter). The server keeps
 * the full build, so it still reads a message given as text. Tests that import the catalogues
 * without this build get the text, which react-intl parses as before.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/client\/app\/i18n\/messages\/[a-z]{2}\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

export function compiledMessages(): Plugin {
  return {
    name: 'daypedia-compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { shouldParseSkeletons: true })]));
      return { code: JSON.stringify(compiled), map: null };
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || this.environment.name !== 'client') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
