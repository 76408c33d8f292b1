import { render } from '@testing-library/react';
import { PageMeta, absoluteUrl } from './page-meta';

const ogImage = () => document.querySelector('meta[property="og:image"]');

describe('PageMeta', () => {
  it('makes a relative image absolute for link previews', () => {
    render(<PageMeta title="Triphala" image="/images/products/triphala.svg" />);
    expect(ogImage()).toHaveAttribute(
      'content',
      `${window.location.origin}/images/products/triphala.svg`,
    );
  });

  it('renders without an image when its URL cannot be parsed', () => {
    expect(() => render(<PageMeta title="Triphala" image="http://" />)).not.toThrow();
    expect(document.title).toBe('Triphala | VedaHerbs');
    expect(ogImage()).toBeNull();
  });

  it('absoluteUrl gives undefined for what cannot be parsed, and for no http(s) URL', () => {
    expect(absoluteUrl('javascript:alert(1)')).toBeUndefined();
    expect(absoluteUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(absoluteUrl('/images/a.svg')).toBe(`${window.location.origin}/images/a.svg`);
    expect(absoluteUrl('http://')).toBeUndefined();
    expect(absoluteUrl('https://[::1')).toBeUndefined();
    expect(absoluteUrl('')).toBeUndefined();
    expect(absoluteUrl('https://cdn.example.in/a.png')).toBe('https://cdn.example.in/a.png');
  });
});
