import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** The page's main heading, which a new page's focus lands on. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * After a navigation inside the app, a screen reader hears nothing and keyboard focus stays on a
 * link that no longer exists. So focus moves to the new page's main heading and a polite live
 * region says the new page's title, as a full page load would. Not on the first page (the browser
 * reads it), not for a change of the hash alone, and not for a search that a page replaces for
 * itself (dropping `?payment=done`); pages of a list (`?page=2`, `/events/2`) are new pages.
 */
export function PageAnnouncer() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const [title, setTitle] = useState('');
  const shown = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search };
    if (!before) return;
    const newPage = before.pathname !== pathname || (before.search !== search && navigationType !== NavigationType.Replace);
    if (!newPage) return;
    const heading = mainHeading();
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // Scrolling stays with the router: the top for a new page, where the reader was on back.
      heading.focus({ preventScroll: true });
    }
    // The same title twice in a row would not be read again if the text did not change in between.
    setTitle('');
    setTimeout(() => setTitle(document.title), 100);
  }, [pathname, search, navigationType]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {title}
    </p>
  );
}
