import { screen, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { blogs } from '@/mocks/seed/content';
import { renderWithProviders } from '@tests/render-with-providers';
import { BlogDetailsPage } from './blog-details-page';
import { BlogsPage } from './blogs-page';

describe('BlogsPage', () => {
  it('takes its banner from blog_page and shows a card per article', async () => {
    renderWithProviders(<BlogsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ayurveda Journal' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(blogs.length);
    const first = cards[0]!;
    expect(
      within(first).getByRole('heading', { level: 2, name: blogs[0]!.title }),
    ).toBeInTheDocument();
    const excerpt = first.querySelector('.blog-card__excerpt')!.textContent!;
    expect(excerpt.replace(/\.\.\.$/, '').split(' ')).toHaveLength(30);
    expect(excerpt).not.toMatch(/</);
    expect(
      within(first).getByRole('link', { name: `Read more: ${blogs[0]!.title}` }),
    ).toHaveAttribute('href', `/blog-details/${blogs[0]!.slug}`);
  });

  it('says so when the articles cannot be loaded', async () => {
    server.use(
      http.get('*/api/web/blog_get', () =>
        HttpResponse.json({ status: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<BlogsPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('BlogDetailsPage', () => {
  const blog = blogs[2]!;

  it('shows the title, banner image and sanitised description of the blog with that slug', async () => {
    server.use(
      http.get('*/api/web/blog_get', () =>
        HttpResponse.json({
          status: true,
          data: [
            {
              ...blog,
              description: `${blog.description}<script>window.hacked=1</script>`,
              imageUrl: '/a.svg',
              banner_image: '/b.svg',
            },
          ],
        }),
      ),
    );
    const { container } = renderWithProviders(<BlogDetailsPage />, {
      route: `/blog-details/${blog.slug}`,
      path: '/blog-details/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The Three Fruits' })).toBeInTheDocument();
    expect(container.querySelector('.blog-details__banner')).toHaveAttribute('src', '/b.svg');
    expect(container.innerHTML).not.toMatch(/<script/);
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('shows a not-found state for an unknown slug', async () => {
    renderWithProviders(<BlogDetailsPage />, {
      route: '/blog-details/no-such-post',
      path: '/blog-details/:slug',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toBeInTheDocument();
  });
});
