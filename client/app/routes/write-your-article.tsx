import { Link } from 'react-router';
import type { Route } from './+types/write-your-article';
import { useLocale } from '../i18n/use-locale';
import { alternatesFor } from '../lib/alternates';
import { memberPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { textPageMeta } from '../lib/text-page-meta';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day'] };

interface GuideText {
  title: string;
  description: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; rules?: string[] }[];
  callToAction: { heading: string; text: string; newArticle: string; rewrite: string };
}

/** How to write for Daypedia: text kept in content/writing-guide.json, read on the server only. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(renderContext);
  const guide = (await import('../content/writing-guide.json')).default as Record<string, GuideText>;
  return { text: guide[locale], alternates: alternatesFor((l) => memberPath(l, '/write-your-article')) };
}

export default function WriteYourArticleRoute({ loaderData: { text } }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <main id="main" className="page info-page">
      <article className="article">
        <h1>{text.title}</h1>
        {text.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.rules ? (
              <ul>
                {section.rules.map((rule) => (
                  <li key={rule.slice(0, 40)}>{rule}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <aside className="cta" aria-labelledby="guide-cta">
          <h2 id="guide-cta">{text.callToAction.heading}</h2>
          <p>{text.callToAction.text}</p>
          <p className="cta-actions">
            <Link className="button" to={memberPath(locale, '/write-new-article')}>
              {text.callToAction.newArticle}
            </Link>
          </p>
          <p className="muted">{text.callToAction.rewrite}</p>
        </aside>
      </article>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => textPageMeta(args);
