import { useIntl } from 'react-intl';
import type { ArticleContent } from './content';

/** The article as readers will see it: the server's sanitised text. */
export function ArticlePreview({ content, about }: { content: ArticleContent; about: string }) {
  const intl = useIntl();
  return (
    <article className="article article-preview">
      <header>
        <p className="eyebrow">{about}</p>
        <h1 className="preview-title">{content.title}</h1>
      </header>
      {content.cover ? (
        <figure className="cover">
          <img src={content.cover.url} alt={content.title} />
        </figure>
      ) : null}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
      {content.referenceUrl ? (
        <p className="reference">
          {intl.formatMessage({ id: 'entry.reference' })}:{' '}
          <a href={content.referenceUrl} rel="nofollow noopener" target="_blank">
            {content.referenceText || content.referenceUrl}
          </a>
        </p>
      ) : null}
    </article>
  );
}
