import { english, screen, waitFor, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { aboutPage } from '@/mocks/seed/content';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('renders every section of page data about_page', async () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: aboutPage.about_section.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(aboutPage.about_section.sub_title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: aboutPage.link.link_name })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(
      screen.getByRole('heading', { name: aboutPage.vision_section.title }),
    ).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why choose us' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    for (const tile of aboutPage.why_choose_us_section.sections) {
      expect(within(why).getByRole('heading', { name: tile.title })).toBeInTheDocument();
    }

    for (const promise of aboutPage.our_promise_section.sections) {
      expect(screen.getByRole('heading', { name: promise.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Experience the Difference' })).toBeInTheDocument();
  });

  it('shows the texts the contract gives as plain strings as they are, markup-like words included', async () => {
    const text = (what: string) => `${what}: take <after meals> & <b>rest</b>`;
    const [tile, ...tiles] = aboutPage.why_choose_us_section.sections;
    const [promise, ...promises] = aboutPage.our_promise_section.sections;
    server.use(
      http.get('*/api/web/page_data_get/about_page', () =>
        HttpResponse.json({
          status: true,
          data: {
            json: {
              ...aboutPage,
              why_choose_us_section: {
                sections: [{ ...tile, description: text('Tile') }, ...tiles],
              },
              our_promise_section: {
                sections: [{ ...promise, description: text('Promise') }, ...promises],
              },
              last_section_experience_the_difference: {
                title: 'Experience the Difference',
                description: text('Closing'),
              },
            },
          },
        }),
      ),
    );
    renderWithProviders(<AboutPage />);
    for (const what of ['Tile', 'Promise', 'Closing']) {
      expect(await screen.findByText(text(what))).toBeInTheDocument();
    }
  });

  it('splits each content item at its first dash into a bold lead and the rest', async () => {
    renderWithProviders(<AboutPage />);
    const list = await screen.findByRole('region', { name: 'What sets us apart' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(aboutPage.Content_section.sections.length);
    const lead = within(items[0]!).getByText('Sourced with care');
    expect(lead.tagName).toBe('STRONG');
    expect(items[0]).toHaveTextContent(
      'Sourced with care – we buy herbs directly from trusted farmers',
    );
  });

  it('shows the three certification boxes, the awards carousel with a video, and the certificates', async () => {
    renderWithProviders(<AboutPage />);
    // They wait for the story, so nothing moves when it arrives.
    for (const name of ['No Harmful Ingredients', 'Certified Quality', 'Award-Winning']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(within(awards).getAllByRole('figure')).toHaveLength(3);
    expect(awards.querySelector('video track[kind="captions"]')).not.toBeNull();
    expect(await screen.findByRole('img', { name: 'Certificate 1' })).toBeInTheDocument();
  });
});

describe('AboutPage certificates', () => {
  it('a failed certificate call reads as no certificates (spec section 8), and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/web/certificate_get', () => HttpResponse.error()));
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText(english._(messages.noCertificates))).toBeInTheDocument();
    expect(screen.queryByText(english._(messages.loadFailed))).not.toBeInTheDocument();
    // Reported by an effect, which may run a moment after the text is drawn.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[About certificates]',
        expect.objectContaining({ message: expect.any(String) }),
      ),
    );
  });
});
