import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SocialProvider } from '../lib/account';

const PROVIDERS: { provider: SocialProvider; label: string; logo: ReactNode }[] = [
  {
    provider: 'google',
    label: 'auth.google',
    logo: (
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
        <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z" />
        <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
        <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z" />
      </svg>
    ),
  },
  {
    provider: 'microsoft',
    label: 'auth.microsoft',
    logo: (
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 23 23">
        <path fill="#f35325" d="M1 1h10v10H1z" />
        <path fill="#81bc06" d="M12 1h10v10H12z" />
        <path fill="#05a6f0" d="M1 12h10v10H1z" />
        <path fill="#ffba08" d="M12 12h10v10H12z" />
      </svg>
    ),
  },
];

/** Google and Microsoft sign-in buttons. */
export function SocialSignIn({ disabled, onSignIn }: { disabled: boolean; onSignIn: (provider: SocialProvider) => void }) {
  return (
    <div className="social-sign-in">
      <p className="divider">
        <span>
          <FormattedMessage id="auth.or" />
        </span>
      </p>
      {PROVIDERS.map(({ provider, label, logo }) => (
        <button key={provider} type="button" className="button-quiet button-wide" disabled={disabled} onClick={() => onSignIn(provider)}>
          {logo}
          <FormattedMessage id={label} />
        </button>
      ))}
    </div>
  );
}
