import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydration';
import { chooseLanguage, closeHindiOffer, offersHindi } from './language-choice';
import { useLocale } from './locale-provider';
import { htmlLang } from './locales';
import { Link } from './navigation';
import './hindi-offer.css';

/**
 * On an English page, a line in Hindi offering the page in Hindi, to a browser that names Hindi
 * among its languages (or a shopper who chose Hindi before): offered, never imposed, and gone
 * for good once closed. It floats over the page, so it moves nothing as it appears.
 */
export function HindiOffer() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || locale !== 'en' || !offersHindi(navigator.languages ?? [])) {
    return null;
  }
  const close = () => {
    closeHindiOffer();
    setClosed(true);
  };
  return (
    <aside className="hindi-offer" lang={htmlLang.hi} aria-label="हिन्दी में">
      <p>
        यह पेज हिन्दी में भी है।{' '}
        <Link
          to={`${pathname}${search}${hash}`}
          locale="hi"
          hrefLang={htmlLang.hi}
          onClick={() => chooseLanguage('hi')}
        >
          हिन्दी में देखें
        </Link>
      </p>
      <button type="button" className="hindi-offer__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">बंद करें</span>
      </button>
    </aside>
  );
}
