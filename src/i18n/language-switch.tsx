import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydration';
import { chooseLanguage } from './language-choice';
import { useLocale } from './locale-provider';
import { htmlLang, languageName, otherLocale } from './locales';
import { Link } from './navigation';

/**
 * The same page in the other language, named in that language ("हिन्दी" on English pages). The
 * query is kept, so a search or a category stays; the prerendered HTML, written for the path
 * alone, links to the path until the page has hydrated.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = otherLocale(useLocale());
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  return (
    <Link
      to={hydrated ? `${pathname}${search}${hash}` : pathname}
      locale={other}
      className={className}
      lang={htmlLang[other]}
      hrefLang={htmlLang[other]}
      onClick={() => chooseLanguage(other)}
    >
      {languageName[other]}
    </Link>
  );
}
