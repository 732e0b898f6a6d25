import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startBuildWatch } from './lib/build-watch';
import { loadMessages } from './i18n/messages';
import { holdWholeCatalogue } from './i18n/page-messages';
import { localeOfPath } from '../shared/paths';

startBuildWatch();

// The page brought only the messages it shows; a toast or a refused form may need any other as
// soon as the page answers, so the language's whole catalogue is in before the page comes alive.
const locale = localeOfPath(window.location.pathname);
holdWholeCatalogue(locale, await loadMessages(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
