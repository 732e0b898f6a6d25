import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '../../shared/locales';
import { rewriteActionPath } from './rewrite-path';

/**
 * Starts rewriting an entry's article in a language (the page's, unless `locale` says another): a
 * form, since it makes a draft. Signed-out readers are asked to sign in first.
 */
export function RewriteButton({ entryId, locale, className, children }: { entryId: string; locale?: Locale; className?: string; children: ReactNode }) {
  const pageLocale = useLocale();
  return (
    <Form method="post" action={rewriteActionPath(locale ?? pageLocale, entryId)} className="inline-form">
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
