import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { ApiImage } from '@/components/api-image';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { htmlToText, SafeHtml } from '@/components/safe-html';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import type { Blog } from '@/api/schemas';
import { paths } from '@/config/paths';
import type { Prerendered } from '@/lib/prerendered';
import { readableHtml } from './readable-html';
import './content.css';
import './blogs.css';

export const MORE_ARTICLES = 3;

function BackToBlogs() {
  return (
    <Link to={paths.blogs.href()} className="button button--ghost">
      <Trans>
        <span aria-hidden="true">←</span> Back to all blogs
      </Trans>
    </Link>
  );
}

type BlogDetailsPageProps = {
  /** What the build prerendered of the list (src/features/content/article-loader.ts). */
  loaderData?: Prerendered<Blog[]> | null;
};

/** /blog-details/{slug}: the article with that slug from the full blog list, or a not-found state. */
export function BlogDetailsPage({ loaderData }: BlogDetailsPageProps) {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  // Only a part of the list was prerendered: it stands in until the list comes, never cached.
  const blogs = useQuery({ ...queries.blogs(), placeholderData: loaderData?.data });

  if (blogs.isPending || blogs.isError) {
    return (
      <div className="blog-details">
        <PageMeta title={t`Blog`} />
        <PageBanner title={t`Blog`} />
        <div className="container section">
          {blogs.isPending ? (
            <StatusMessage kind="loading">
              <Trans>Loading article...</Trans>
            </StatusMessage>
          ) : (
            <QueryError error={blogs.error} context="Blog details" />
          )}
        </div>
      </div>
    );
  }

  const blog = blogs.data.find((candidate) => candidate.slug === slug);
  if (!blog) {
    return (
      <div className="blog-details">
        <PageMeta title={t`Article not found`} />
        <PageBanner title={t`Article not found`} />
        <div className="container section blog-details__missing">
          <p>
            <Trans>We could not find that article. It may have been moved or renamed.</Trans>
          </p>
          <BackToBlogs />
        </div>
      </div>
    );
  }

  const more = blogs.data.filter((candidate) => candidate.id !== blog.id).slice(0, MORE_ARTICLES);

  return (
    <div className="blog-details">
      <PageMeta
        title={blog.title}
        description={htmlToText(blog.description)}
        image={blog.imageUrl}
        type="article"
      />
      <PageBanner title={blog.title} />
      <div className="container blog-details__layout">
        <article className="blog-details__article">
          <ApiImage
            src={blog.banner_image || blog.imageUrl}
            alt=""
            width={1600}
            height={400}
            priority
            className="blog-details__banner"
          />
          <SafeHtml
            html={readableHtml(blog.description, blog.title)}
            className="prose reading-panel"
            headingsFrom={2}
          />
          <BackToBlogs />
        </article>
        {more.length > 0 && (
          <aside className="blog-details__more" aria-labelledby="more-articles-title">
            <h2 id="more-articles-title">
              <Trans>More articles</Trans>
            </h2>
            <ul>
              {more.map((other) => (
                <li key={other.id}>
                  <Link to={paths.blogDetails.href(other.slug)}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
