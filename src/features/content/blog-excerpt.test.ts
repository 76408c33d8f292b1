import { blogExcerpt } from './blog-excerpt';

describe('blogExcerpt', () => {
  it('reduces HTML to text and cuts it to 30 words', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index + 1}`);
    const html = `<h2>${words.slice(0, 5).join(' ')}</h2><p>${words.slice(5).join(' <em>')}</p><script>alert(1)</script>`;
    const excerpt = blogExcerpt(html);
    expect(excerpt).toBe(`${words.slice(0, 30).join(' ')}...`);
    expect(excerpt).not.toMatch(/[<>]|alert/);
  });

  it('does not stack the ellipsis on a full stop', () => {
    const text = `${Array.from({ length: 29 }, () => 'herb').join(' ')} end. More words follow here.`;
    expect(blogExcerpt(`<p>${text}</p>`)).toMatch(/ end\.\.\.$/);
  });

  it('keeps a short description whole, without an ellipsis', () => {
    expect(blogExcerpt('<p>Short  and\n sweet.</p>')).toBe('Short and sweet.');
  });
});
