import { FormattedMessage } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import type { Route } from './+types/info';
import { alternatesFor } from '../lib/alternates';
import { notFound } from '../lib/not-found';
import { INFO_SEGMENT, infoPath, stripLocale, type InfoPage } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { textPageMeta } from '../lib/text-page-meta';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'info'] };

interface InfoText {
  title: string;
  description: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** About, privacy and terms: texts kept in content/static-pages.json, read on the server only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, locale } = context.get(renderContext);
  const segment = stripLocale(pathname).slice(1);
  const page = (Object.keys(INFO_SEGMENT) as InfoPage[]).find((p) => INFO_SEGMENT[p][locale] === segment);
  if (!page) notFound(request);
  const pages = (await import('../content/static-pages.json')).default as Record<InfoPage, Record<string, InfoText>>;
  return { page, text: pages[page][locale], alternates: alternatesFor((l) => infoPath(l, page)) };
}

export default function InfoRoute({ loaderData: { text } }: Route.ComponentProps) {
  return (
    <main id="main" className="page info-page">
      <article className="article">
        <h1>{text.title}</h1>
        <p className="muted">
          <FormattedMessage id="info.updated" values={{ date: <FormattedDay value={text.updated} dateStyle="long" timeZone="UTC" /> }} />
        </p>
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => textPageMeta(args);
