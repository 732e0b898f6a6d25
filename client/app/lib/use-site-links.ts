import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Site navigation for plain `<a href>` links inside one element: a click on any of them is
 * handled as a `<Link>`'s would be (the page changes without a full load), a click with a
 * modifier key or another button is the browser's. For long lists of links, such as the
 * calendar's 366 days, where a `<Link>` each would cost every server render its hooks.
 */
export function useSiteLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(anchor.pathname + anchor.search + anchor.hash);
  };
}
