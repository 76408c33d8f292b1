import { render } from '@tests/testing-library';
import DOMPurify from 'dompurify';
import { SafeHtml, htmlToText, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and removes scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Dosage</h2><p onclick="window.hacked=1">Take <strong>two</strong></p>' +
          '<script>window.hacked=1</script><img src="x" onerror="window.hacked=1">' +
          '<a href="javascript:window.hacked=1">bad</a><svg><g onload="window.hacked=1"></g></svg>'
        }
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Dosage');
    expect(container.querySelector('strong')).toHaveTextContent('two');
    expect(container.innerHTML).not.toMatch(/script|onerror|onclick|onload|javascript:/i);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('drops style attributes, so API HTML cannot cover the page', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<div style="position:fixed;inset:0;z-index:9999"><a href="/login" style="display:block">' +
          'Sign in again</a></div><p class="lead">Kept</p>'
        }
      />,
    );
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/position|fixed|inset/);
    expect(container.querySelector('a')).toHaveTextContent('Sign in again');
    expect(container.querySelector('p')).toHaveTextContent('Kept');
  });

  it("drops the shop's own classes and keeps ids from clobbering its own", () => {
    const { container } = render(
      <SafeHtml
        html={
          '<div class="intro-cover" id="intro-cover"><a href="https://phish.example/">Sign in' +
          '</a></div><h2 id="main">Heading</h2>'
        }
      />,
    );
    expect(container.querySelector('[class]')).toBeNull();
    expect(container.querySelector('#intro-cover, #main')).toBeNull();
    expect(container.querySelector('h2')).toHaveAttribute('id', 'user-content-main');
  });

  it('keeps only http(s) and relative picture URLs, as every URL from the API', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<img alt="a" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="><img alt="b" ' +
          'src="/images/b.svg"><img alt="c" src="https://cdn.example.in/c.png">'
        }
      />,
    );
    const sources = Array.from(container.querySelectorAll('img')).map((img) =>
      img.getAttribute('src'),
    );
    expect(sources).toEqual([null, '/images/b.svg', 'https://cdn.example.in/c.png']);
  });

  it('checks every picture of a srcset and every link the same way', () => {
    const html = sanitizeHtml(
      '<img alt="a" src="/a.png" srcset="/a.png 1x, data:image/svg+xml;base64,PHN2Zz4= 2x">' +
        '<img alt="b" src="/b.png" srcset="/b.png 1x, https://cdn.example.in/b2.png 2x,">' +
        '<a href="mailto:x@example.in">mail</a><a href="tel:+911234567890">call</a>' +
        '<a href="/contact">contact</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [first, second] = Array.from(doc.querySelectorAll('img'));
    expect(first.hasAttribute('srcset')).toBe(false);
    expect(first.getAttribute('src')).toBe('/a.png');
    expect(second.getAttribute('srcset')).toBe('/b.png 1x, https://cdn.example.in/b2.png 2x,');
    expect(Array.from(doc.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
      null,
      null,
      '/contact',
    ]);
  });

  it('keeps out motion, sound, floating boxes and changes to the focus order', () => {
    const html = sanitizeHtml(
      '<marquee>Sale</marquee><video src="/media/intro.mp4" autoplay loop muted></video>' +
        '<audio src="/a.mp3" autoplay></audio><dialog open>Sign in</dialog>' +
        '<p tabindex="1" accesskey="s" popover inert>Text</p><img alt="x" src="/x.png" autofocus>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('marquee, video, audio, dialog')).toBeNull();
    const paragraph = doc.querySelector('p')!;
    expect(paragraph.textContent).toBe('Text');
    expect(paragraph.getAttributeNames()).toEqual([]);
    expect(doc.querySelector('img')!.hasAttribute('autofocus')).toBe(false);
  });

  it("leaves the page's accessibility tree alone: no roles or ARIA, and pictures without text read as decoration", () => {
    const html = sanitizeHtml(
      '<div aria-hidden="true" role="presentation"><a href="/shop" aria-label="Home">Shop</a></div>' +
        '<img src="/a.png"><img src="/b.png" alt="Tulsi leaves">',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('div')!.getAttributeNames()).toEqual([]);
    expect(doc.querySelector('a')!.getAttributeNames()).toEqual(['href']);
    const [plain, described] = Array.from(doc.querySelectorAll('img'));
    expect(plain!.getAttribute('alt')).toBe('');
    expect(described!.getAttribute('alt')).toBe('Tulsi leaves');
  });

  it('moves the content’s headings under the page’s, keeping their steps, when asked', () => {
    expect(sanitizeHtml('<h1>Use</h1><p>Daily</p><h3>Dose</h3>', 2)).toBe(
      '<h2>Use</h2><p>Daily</p><h4>Dose</h4>',
    );
    // h6 at most; headings already low enough stay; without the ask nothing moves.
    expect(sanitizeHtml('<h1>A</h1><h6>B</h6>', 3)).toBe('<h3>A</h3><h6>B</h6>');
    expect(sanitizeHtml('<h4>A</h4><h5>B</h5>', 2)).toBe('<h4>A</h4><h5>B</h5>');
    expect(sanitizeHtml('<h1>A</h1>')).toBe('<h1>A</h1>');
  });

  it('sanitises the moved headings as any other markup', () => {
    const clean = sanitizeHtml(
      '<h1 onclick="window.hacked=1" lang="hi">Dose<script>window.hacked=1</script></h1>',
      2,
    );
    expect(clean).toBe('<h2 lang="hi">Dose</h2>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('gives off-site links noopener noreferrer', () => {
    const html = sanitizeHtml('<a href="https://elsewhere.example/">x</a><a href="/shop">y</a>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [external, internal] = Array.from(doc.querySelectorAll('a'));
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal.hasAttribute('rel')).toBe(false);
  });

  it('sanitises a string once however often it is shown, headings apart', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const html = '<h2>Slide</h2><p>Shown by a carousel and its clones</p>';
    render(
      <>
        <SafeHtml html={html} />
        <SafeHtml html={html} />
        <SafeHtml html={html} headingsFrom={3} />
      </>,
    );
    expect(sanitize).toHaveBeenCalledTimes(2);
    expect(sanitizeHtml(html, 3)).toBe('<h3>Slide</h3><p>Shown by a carousel and its clones</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('turns HTML into plain text, parsing each string once', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(htmlToText('<p>Pure <em>herbal</em></p><script>x</script>')).toBe('Pure herbal');
    expect(htmlToText('<p>Pure <em>herbal</em></p><script>x</script>')).toBe('Pure herbal');
    // DOMPurify's parse and the text's own, for the first call only.
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
