import { translate } from '@/i18n/catalogs';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { ApiImage } from '@/components/api-image';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { listLabels } from '@/lib/conditions/match-conditions';
import { useSearchSuggestions, type SearchSuggestions } from './use-search-suggestions';

type SearchPopupProps = {
  text: string;
  expanded: boolean;
  popupId: string;
  listboxId: string;
  activeId: string | null;
  recent: string[];
  onNavigate: (href: string, options: { viaPointer: boolean }) => void;
  onUseRecent: (term: string) => void;
  onRemoveRecent: (term: string) => void;
  onClearRecent: () => void;
};

/** The combobox's popup: recent searches when the box is empty, else grouped suggestions. */
export function SearchPopup(props: SearchPopupProps) {
  const { text, expanded, popupId } = props;
  const suggestions = useSearchSuggestions(text);
  const showsRecent = text.trim() === '';
  return (
    <>
      <p role="status" className="visually-hidden">
        {expanded ? announce(showsRecent ? props.recent.length : null, suggestions) : ''}
      </p>
      <div id={popupId} className="header-search__popup" hidden={!expanded}>
        {showsRecent ? (
          <RecentSearches {...props} />
        ) : (
          <Suggestions {...props} suggestions={suggestions} />
        )}
      </div>
    </>
  );
}

function hintText(suggestions: Extract<SearchSuggestions, { status: 'ready' }>) {
  const conditions = listLabels(suggestions.hinted.map((condition) => condition.label));
  return suggestions.hinted.length > 0 ? translate(msg`Showing results for ${conditions}`) : null;
}

function countOf(suggestions: Extract<SearchSuggestions, { status: 'ready' }>) {
  return suggestions.products.length + suggestions.categories.length + suggestions.combos.length;
}

/** What the polite live region says: how many suggestions there are, or why there are none. */
function announce(recentCount: number | null, suggestions: SearchSuggestions) {
  if (recentCount !== null) {
    return translate(
      msg`${plural(recentCount, { one: '# recent search', other: '# recent searches' })}. Delete removes the one selected.`,
    );
  }
  if (suggestions.status !== 'ready') return '';
  const count = countOf(suggestions);
  const term = suggestions.term;
  if (count === 0) return suggestions.productsError ?? translate(msg`No matches for "${term}"`);
  const hint = hintText(suggestions);
  return [
    hint,
    translate(msg`${plural(count, { one: '# suggestion', other: '# suggestions' })} for "${term}"`),
    suggestions.productsError,
  ]
    .filter(Boolean)
    .join('. ');
}

type OptionProps = {
  id: string;
  activeId: string | null;
  onSelect: (viaPointer: boolean) => void;
  children: ReactNode;
};

function Option({ id, activeId, onSelect, children }: OptionProps) {
  const active = id === activeId;
  return (
    // Options never take focus: the input keeps it and points here with aria-activedescendant.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={`search-option ${active ? 'is-active' : ''}`}
      onMouseDown={keepInputFocus}
      // element.click() from the Enter key has no pointer, so `detail` is 0.
      onClick={(event) => onSelect(event.detail > 0)}
    >
      {children}
    </div>
  );
}

function keepInputFocus(event: MouseEvent) {
  event.preventDefault();
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="search-group">
      <div id={`${id}-label`} className="search-group__label">
        {label}
      </div>
      {children}
    </div>
  );
}

function RecentSearches({
  listboxId,
  activeId,
  recent,
  onUseRecent,
  onRemoveRecent,
  onClearRecent,
}: SearchPopupProps) {
  const { t } = useLingui();
  return (
    <div className="search-recent">
      <div role="listbox" id={listboxId} aria-label={t`Search suggestions`}>
        <Group id={`${listboxId}-recent`} label={t`Recent searches`}>
          {recent.map((term, index) => (
            <Option
              key={term}
              id={`${listboxId}-recent-${index}`}
              activeId={activeId}
              onSelect={() => onUseRecent(term)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path
                  fill="currentColor"
                  d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
                />
              </svg>
              <span className="search-option__name">{term}</span>
            </Option>
          ))}
        </Group>
      </div>
      {/* Buttons may not sit inside a listbox: they line up beside their options instead. */}
      <ul className="search-recent__removers">
        {recent.map((term) => (
          <li key={term}>
            <button
              type="button"
              className="search-recent__remove"
              aria-label={t`Remove "${term}" from recent searches`}
              onMouseDown={keepInputFocus}
              onClick={() => onRemoveRecent(term)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path
                  fill="currentColor"
                  d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="search-recent__clear"
        onMouseDown={keepInputFocus}
        onClick={onClearRecent}
      >
        <Trans>Clear recent searches</Trans>
      </button>
    </div>
  );
}

function Suggestions({
  listboxId,
  activeId,
  onNavigate,
  suggestions,
}: SearchPopupProps & { suggestions: SearchSuggestions }) {
  const { t } = useLingui();
  if (suggestions.status !== 'ready') {
    return (
      <>
        <p className="header-search__state">
          <Trans>Searching…</Trans>
        </p>
        <div role="listbox" id={listboxId} aria-label={t`Search suggestions`} hidden />
      </>
    );
  }
  const { products, categories, combos, productsError, term } = suggestions;
  const hint = hintText(suggestions);
  const count = countOf(suggestions);
  const open = (href: string) => (viaPointer: boolean) => onNavigate(href, { viaPointer });
  return (
    <>
      {hint && count > 0 && <p className="search-hint">{hint}</p>}
      {count === 0 && !productsError && (
        <p className="header-search__state">
          <Trans>No matches for &quot;{term}&quot;</Trans>
        </p>
      )}
      {productsError && (
        <p className="header-search__state header-search__state--error">{productsError}</p>
      )}
      <div role="listbox" id={listboxId} aria-label={t`Search suggestions`} hidden={count === 0}>
        {products.length > 0 && (
          <Group id={`${listboxId}-products`} label={t`Products`}>
            {products.map((product) => (
              <Option
                key={product.id}
                id={`${listboxId}-product-${product.id}`}
                activeId={activeId}
                onSelect={open(paths.product.href(product.slug || product.id))}
              >
                <ApiImage src={product.default_image} alt="" width={44} height={44} />
                <span className="search-option__text">
                  <span className="search-option__name">{product.name}</span>
                  <Price product={product} />
                </span>
              </Option>
            ))}
          </Group>
        )}
        {categories.length > 0 && (
          <Group id={`${listboxId}-diseases`} label={t`Diseases`}>
            {categories.map((category) => (
              <Option
                key={category.id}
                id={`${listboxId}-disease-${category.id}`}
                activeId={activeId}
                onSelect={open(paths.category.href(category.slug))}
              >
                <span className="search-option__icon" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="20" height="20">
                    <path
                      fill="currentColor"
                      d="M20 3c0 9-4.5 15-12 15-.9 0-1.8-.1-2.6-.4L4 21l-1.4-1.4 2-2C2.7 12.4 7.3 4 20 3Zm-3 3.2C10.5 7.5 7.3 11.5 6.6 15.6l6.6-6.6 1.4 1.4-6.6 6.6C13 16.3 16.3 12.4 17 6.2Z"
                    />
                  </svg>
                </span>
                <span className="search-option__name">{category.title}</span>
              </Option>
            ))}
          </Group>
        )}
        {combos.length > 0 && (
          <Group id={`${listboxId}-combos`} label={t`Combos`}>
            {combos.map((combo) => (
              <Option
                key={combo.id}
                id={`${listboxId}-combo-${combo.id}`}
                activeId={activeId}
                onSelect={open(paths.combo.href(combo.slug))}
              >
                <ApiImage src={combo.default_image} alt="" width={44} height={44} />
                <span className="search-option__name">{combo.name}</span>
              </Option>
            ))}
          </Group>
        )}
      </div>
    </>
  );
}
