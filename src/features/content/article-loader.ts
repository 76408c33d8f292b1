import { listBlogs } from '@/api/content';
import { prerenderLoader } from '@/lib/prerendered';
import { MORE_ARTICLES } from './blog-details-page';

/**
 * The build-time loader of an article's page: the article, and the others it links to by their
 * titles only (their text would weigh down every article's HTML).
 */
export const articleLoader = prerenderLoader(async (slug) => {
  const blogs = await listBlogs();
  const article = blogs.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error('the blog list no longer has it');
  const others = blogs.filter((candidate) => candidate.id !== article.id);
  return [
    article,
    ...others.slice(0, MORE_ARTICLES).map((other) => ({ ...other, description: '' })),
  ];
});
