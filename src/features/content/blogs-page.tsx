import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import type { Blog } from '@/api/schemas';
import { ApiImage } from '@/components/api-image';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { blogExcerpt } from './blog-excerpt';
import './content.css';
import './blogs.css';

function BlogCard({ blog, priority }: { blog: Blog; priority: boolean }) {
  const href = paths.blogDetails.href(blog.slug);
  return (
    <article className="blog-card">
      <Link to={href} className="blog-card__image" tabIndex={-1} aria-hidden="true">
        <ApiImage src={blog.imageUrl} alt="" width={800} height={500} priority={priority} />
      </Link>
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={href}>{blog.title}</Link>
        </h2>
        <p className="blog-card__excerpt">{blogExcerpt(blog.description)}</p>
        <Link to={href} className="blog-card__more">
          <Trans>
            Read more<span className="visually-hidden">: {blog.title}</span>
            <span aria-hidden="true"> →</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}

/** /blogs: banner from page data `blog_page` and a card per article. */
export function BlogsPage() {
  const { t } = useLingui();
  const page = useQuery(queries.pageData('blog_page'));
  // Drawn from a deferred copy, as QueryStatus does (TBT).
  const blogs = useDeferredValue(useQuery(queries.blogs()));
  const title = page.data?.top_banner?.title || t`Blogs`;

  return (
    <div className="blogs-page">
      <PageMeta
        title={title}
        description={t`Articles on Ayurveda, herbs, seasonal routines and everyday wellbeing.`}
      />
      <PageBanner
        title={title}
        subtitle={t`Ayurveda, herbs and everyday wellbeing, explained simply.`}
      />
      <div className="container section">
        {blogs.isPending && (
          // The loading state stands where the first card's picture will be, at its size.
          <div className="card-grid card-grid--3">
            <StatusMessage kind="loading" picture>
              <Trans>Loading articles...</Trans>
            </StatusMessage>
          </div>
        )}
        {blogs.isError && <QueryError error={blogs.error} context="Blogs" />}
        {blogs.data?.length === 0 && (
          <StatusMessage kind="empty">
            <Trans>No articles have been published yet.</Trans>
          </StatusMessage>
        )}
        {blogs.data && blogs.data.length > 0 && (
          <ul className="card-grid card-grid--3">
            {blogs.data.map((blog, index) => (
              <li key={blog.id}>
                <BlogCard blog={blog} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
