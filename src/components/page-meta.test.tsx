import { render } from '@tests/testing-library';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageMeta, absoluteUrl } from './page-meta';

const renderAt = (path: string, ui: ReactElement) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

const ogImage = () => document.querySelector('meta[property="og:image"]');

describe('PageMeta', () => {
  it('makes a relative image absolute for link previews', () => {
    renderAt('/', <PageMeta title="Triphala" image="/images/products/triphala.svg" />);
    expect(ogImage()).toHaveAttribute(
      'content',
      `${window.location.origin}/images/products/triphala.svg`,
    );
  });

  it('renders without an image when its URL cannot be parsed', () => {
    expect(() => renderAt('/', <PageMeta title="Triphala" image="http://" />)).not.toThrow();
    expect(document.title).toBe('Triphala | VedaHerbs');
    expect(ogImage()).toBeNull();
  });

  it("names the page's canonical address, without its query, for previews and search engines", () => {
    renderAt('/product-details/triphala?ref=chat', <PageMeta title="Triphala" />);
    const canonical = `${window.location.origin}/product-details/triphala`;
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
  });

  it('absoluteUrl gives undefined for what cannot be parsed, and for no http(s) URL', () => {
    const origin = 'https://vedaherbs.in';
    expect(absoluteUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(absoluteUrl('data:text/html,<script>alert(1)</script>', origin)).toBeUndefined();
    expect(absoluteUrl('/images/a.svg', origin)).toBe(`${origin}/images/a.svg`);
    expect(absoluteUrl('/images/a.svg', '')).toBeUndefined();
    expect(absoluteUrl('http://', origin)).toBeUndefined();
    expect(absoluteUrl('https://[::1', origin)).toBeUndefined();
    expect(absoluteUrl('', origin)).toBeUndefined();
    expect(absoluteUrl('https://cdn.example.in/a.png', '')).toBe('https://cdn.example.in/a.png');
  });
});
