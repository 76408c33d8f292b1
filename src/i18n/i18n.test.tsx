import { render, screen } from '@tests/testing-library';
import { useLingui } from '@lingui/react/macro';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Hydration } from '@/lib/hydration';
import { loadI18n, loadSectionI18n } from './catalogs';
import { HindiOffer } from './hindi-offer';
import { chosenLanguage, offersHindi } from './language-choice';
import { LanguageSwitch } from './language-switch';
import { LocaleProvider, SectionMessages } from './locale-provider';
import { localeOfPath, pathIn, withoutLocale } from './locales';
import { Link } from './navigation';
import type { Section } from './sections';

beforeAll(() => loadI18n('hi'));

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function shopAt(path: string, page = <LanguageSwitch />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Address />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

describe('the two languages of the shop', () => {
  it('puts Hindi under /hi and English at the spec paths, query and hash kept', () => {
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/?page=2')).toBe('/hi?page=2');
    expect(pathIn('hi', '/shop?search=tulsi')).toBe('/hi/shop?search=tulsi');
    expect(pathIn('en', '/hi/product-details/ashwagandha')).toBe('/product-details/ashwagandha');
    expect(pathIn('en', '/hi')).toBe('/');
    expect(pathIn('hi', '/hi/shop')).toBe('/hi/shop');
    expect(withoutLocale('/hi#faq')).toBe('/#faq');
    expect(localeOfPath('/hindi-remedies')).toBe('en');
    expect(localeOfPath('/hi/shop')).toBe('hi');
  });

  it("keeps the shop's own links in the page's language", () => {
    shopAt('/hi/shop', <Link to="/contact">Contact</Link>);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/hi/contact');
  });

  it('switches to the same page in Hindi, keeping the search, and remembers the choice', async () => {
    shopAt('/shop?search=tulsi');
    const toHindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('href', '/hi/shop?search=tulsi');
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
    expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
    await userEvent.click(toHindi);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/hi/shop?search=tulsi',
    );
    expect(chosenLanguage()).toBe('hi');
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/shop?search=tulsi');
    expect(toEnglish).toHaveAttribute('lang', 'en-IN');
  });

  it('links the prerendered page to the path alone, as its HTML was written for it', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/shop?search=tulsi']}>
        <LocaleProvider>
          <Hydration hydrating>
            <LanguageSwitch />
          </Hydration>
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/hi/shop"');
  });
});

describe("the page's words", () => {
  it("are the new section's from the first render of its page, never the page before's", async () => {
    await Promise.all([loadSectionI18n('hi', 'home'), loadSectionI18n('hi', 'checkout')]);
    const seen: string[] = [];
    function Receipts() {
      const { t } = useLingui();
      seen.push(t`Receipts of the payments made in this browser`);
      return null;
    }
    const page = (section: Section) => (
      <MemoryRouter initialEntries={['/hi/orders-on-this-device']}>
        <LocaleProvider>
          <SectionMessages section={section}>
            <Receipts />
          </SectionMessages>
        </LocaleProvider>
      </MemoryRouter>
    );
    const { rerender } = render(page('home'));
    seen.length = 0;
    rerender(page('checkout'));
    expect(seen).toEqual(['इस ब्राउज़र में किए गए भुगतानों की रसीदें']);
  });
});

describe('the offer of Hindi', () => {
  it('is made once to a browser that reads Hindi, and never again once closed', async () => {
    expect(offersHindi(['en-IN'])).toBe(false);
    expect(offersHindi(['en-IN', 'hi'])).toBe(true);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    const first = shopAt('/faq', <HindiOffer />);
    const offer = screen.getByRole('complementary', { name: 'हिन्दी में' });
    expect(offer).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('link', { name: 'हिन्दी में देखें' })).toHaveAttribute('href', '/hi/faq');
    await userEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();
    shopAt('/faq', <HindiOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not made on a Hindi page, nor to a shopper who chose English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    const hindiPage = shopAt('/hi/faq', <HindiOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    hindiPage.unmount();
    window.localStorage.setItem('language', JSON.stringify('en'));
    shopAt('/faq', <HindiOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('reminds a shopper who chose Hindi, on an English page a link opened', () => {
    window.localStorage.setItem('language', JSON.stringify('hi'));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    shopAt('/shop', <HindiOffer />);
    expect(screen.getByRole('link', { name: 'हिन्दी में देखें' })).toHaveAttribute('href', '/hi/shop');
  });
});
