import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compiledMessages } from './scripts/vite-compiled-messages';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

/** What every page runs: React, the router and react-intl. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat)\//;
/** The site's own modules every page shares (the shared core, what the layouts show, how a page describes itself)... */
const SITE =
  /^(?!.*node_modules).*\/shared\/[^/]*\.ts$|\/client\/app\/(i18n|components|components\/forms|lib|seo)\/[^/]*\.tsx?$|\/client\/app\/graphql\/fragment-masking\.ts$|preload-helper/;
/** ...and the header's search box, which every page shows (its suggestions load when it is used). */
const SEARCH_BOX = /\/client\/app\/search\/(SearchBox|Highlighted|highlight|search-query)\.tsx?$/;
/** ...but not those that bring a library or a domain only some pages need (Apollo, Firebase, GraphiQL, proof of work, links in comments, writing). */
const SITE_OPTIONAL =
  /\/(GraphqlExplorer|DataTable|Toasts|comment-problems|SocialSignIn|PasswordPrompt|account|use-auth-ready|apollo|site-apollo|live-link|ws-link|upload|coalesced-writes)\.tsx?$/;

/** What the day, exact-date, section, month and year pages and the home page show. */
const READING = /\/client\/app\/days\/[^/]*\.tsx?$/;
/** ...what entries show beside their text on their own page, in a day's and in a year's... */
const DETAILS =
  /\/client\/app\/(holidays\/(HolidayStatuses|HolidayDateRange)|components\/(WriteCallToAction|CopyLinkButton)|articles\/(RewriteButton|rewrite-path))\.tsx?$/;
/**
 * ...and the GraphQL fragments components read their data through (each a module of its own,
 * scripts/vite-graphql-documents.ts), together, or each would follow the first page that uses it.
 */
const FRAGMENTS = /^\0graphql-document:\w+FragmentDoc$/;
/** What forms need (checks, drafts, refusals, proof of work), which no page needs before it comes alive. */
const FORMS =
  /\/client\/app\/(components\/forms\/[^/]*|lib\/(refusals|use-autosave|drafts|proof-of-work|auth-errors|article-messages))\.tsx?$|\/shared\/(article|personal-entry|comment|account|api-token)-rules\.ts$/;

/**
 * The browser's scripts in a few chunks instead of forty: each request before a page comes alive
 * costs a round trip on a phone. The groups take only the modules they name, not everything those
 * import (Apollo, Firebase), which the bundler allows when entries may export more than they
 * declare; React Router asks for exactly their exports, so a route module that exports more still
 * works.
 */
function browserChunks(): Plugin {
  return {
    name: 'daypedia-browser-chunks',
    enforce: 'post',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rollupOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 2, includeDependenciesRecursively: false },
                  {
                    name: 'site',
                    test: (id: string) => (SITE.test(id) || SEARCH_BOX.test(id) || DETAILS.test(id) || FRAGMENTS.test(id)) && !SITE_OPTIONAL.test(id),
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'reading', test: READING, priority: 3, includeDependenciesRecursively: false },
                  { name: 'forms', test: FORMS, priority: 3, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  publicDir: 'client/public',
  plugins: [compiledMessages(), graphqlDocuments(), reactRouter(), browserChunks()],
  // GraphiQL's editor (Monaco, about 2.8 MB) loads only on /graphql; reading pages stay small.
  build: { chunkSizeWarningLimit: 3000 },
});
