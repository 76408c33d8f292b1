import { readableHtml } from './readable-html';

describe('readableHtml', () => {
  it('drops a leading heading that repeats the page title', () => {
    expect(
      readableHtml('<h2>Terms and Conditions</h2><p>Read carefully.</p>', 'Terms & Conditions'),
    ).toBe('<p>Read carefully.</p>');
  });

  it('keeps other headings and turns h1 into h2', () => {
    expect(readableHtml('<h1>Our <em>policy</em></h1><h2>Scope</h2>', 'Privacy Policy')).toBe(
      '<h2>Our <em>policy</em></h2><h2>Scope</h2>',
    );
  });

  it('returns nothing for empty HTML', () => {
    expect(readableHtml('  ', 'Refund Policy')).toBe('');
  });
});
