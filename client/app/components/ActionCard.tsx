import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The page of a focused flow (sign-in, registration…): a card with a heading and a short intro. */
export function ActionCard({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <main id="main" className="page action-page">
      <div className="action-card">
        <h1>
          <FormattedMessage id={heading} />
        </h1>
        <p className="muted">
          <FormattedMessage id={intro} />
        </p>
        {children}
      </div>
    </main>
  );
}
