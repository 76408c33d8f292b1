import { readableHtml } from './readable-html';

describe('readableHtml', () => {
  it('drops a leading heading that repeats the page title', () => {
    expect(
      readableHtml('<h2>Terms and Conditions</h2><p>Read carefully.</p>', 'Terms & Conditions'),
    ).toBe('<p>Read carefully.</p>');
  });

  it('keeps other headings as written (SafeHtml moves them under the page’s)', () => {
    expect(readableHtml('<h1>Our <em>policy</em></h1><h2>Scope</h2>', 'Privacy Policy')).toBe(
      '<h1>Our <em>policy</em></h1><h2>Scope</h2>',
    );
  });

  it('returns nothing for empty HTML', () => {
    expect(readableHtml('  ', 'Refund Policy')).toBe('');
  });
});
