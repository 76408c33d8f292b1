import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiImage } from '@/components/api-image';
import './content.css';
import './static-article.css';

export type ArticleSection = { id: string; title: MessageDescriptor; body: ReactNode };

type StaticArticleProps = {
  intro: ReactNode;
  image: { src: string; caption: string };
  sections: ArticleSection[];
};

/** The written pages (history, product descriptions): an intro, a contents list and titled sections. */
export function StaticArticle({ intro, image, sections }: StaticArticleProps) {
  const { t } = useLingui();
  return (
    <div className="container static-article">
      <div className="static-article__intro">
        <div className="prose static-article__lead">{intro}</div>
        <figure className="static-article__figure">
          <ApiImage src={image.src} alt="" width={600} height={600} priority />
          <figcaption>{image.caption}</figcaption>
        </figure>
      </div>
      <div className="static-article__layout">
        <nav className="static-article__toc" aria-labelledby="static-article-toc">
          <h2 id="static-article-toc">
            <Trans>On this page</Trans>
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="static-article__sections">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="static-article__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{t(section.title)}</h2>
              <div className="prose">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
