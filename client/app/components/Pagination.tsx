import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The pages to offer around the current one: the first, the last and two on each side, with gaps between. */
function pagesAround(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

/** Links to the other pages of a long list, the current one marked for screen readers. */
export function Pagination({ page, pageCount, pathOf }: { page: number; pageCount: number; pathOf: (page: number) => string }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      {page > 1 ? (
        <Link to={pathOf(page - 1)} rel="prev" className="pagination-step">
          ← <FormattedMessage id="pagination.previous" />
        </Link>
      ) : null}
      <ol>
        {pagesAround(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: p })}>
                  {intl.formatNumber(p)}
                </span>
              ) : (
                <Link to={pathOf(p)} aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: p })}>
                  {intl.formatNumber(p)}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={pathOf(page + 1)} rel="next" className="pagination-step">
          <FormattedMessage id="pagination.next" /> →
        </Link>
      ) : null}
    </nav>
  );
}
