import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { Icon } from '@/components/icon';
import { useHydrated } from '@/lib/hydration';
import { keepFocus } from '@/lib/page-start';
import { recentSearches } from '@/lib/recent-searches';
import { MIN_SEARCH_LENGTH } from '@/lib/conditions/min-search-length';
import './header-search.css';

// The header is on every page: only the input ships up front. Suggestions (queries, the
// synonym list, the popup) load the first time the box is hovered or focused.
const loadPopup = () => import('./search-popup');
const SearchPopup = lazy(async () => ({ default: (await loadPopup()).SearchPopup }));

/**
 * The header's search: a WAI-ARIA 1.2 combobox whose listbox suggests products, diseases
 * and combos. Focus stays in the input; arrows move `aria-activedescendant` through the
 * options the popup renders, read from the DOM so this part needs none of their data.
 */
export const HeaderSearch = memo(function HeaderSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const popupId = `${id}-popup`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);

  const term = text.trim();
  const showsRecent = term === '' && recent.length > 0;
  const expanded = open && (term.length >= MIN_SEARCH_LENGTH || showsRecent);

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function go(href: string, { viaPointer = false } = {}) {
    if (term) setRecent(recentSearches.add(term));
    navigate(href, { state: keepFocus });
    setText('');
    close();
    // A tap should put the phone's keyboard away; a keyboard user keeps their place.
    if (viaPointer) input.current?.blur();
  }

  function showRecentTerm(recentTerm: string) {
    setText(recentTerm);
    setOpen(true);
    setActiveId(null);
    input.current?.focus();
  }

  function updateRecent(next: string[]) {
    setRecent(next);
    setActiveId(null);
    input.current?.focus();
  }

  function moveActive(step: 1 | -1) {
    const options = Array.from(
      document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [],
    );
    if (options.length === 0) return;
    const current = options.findIndex((option) => option.id === activeId);
    const next =
      current === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (current + step + options.length) % options.length;
    const option = options[next]!;
    setActiveId(option.id);
    option.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else moveActive(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const option = expanded && activeId ? document.getElementById(activeId) : null;
        if (option) {
          event.preventDefault();
          option.click();
        }
        // Without an active option the form submits: a search of the shop.
        break;
      }
      case 'Delete': {
        // The keyboard's way to the remove buttons beside the recent searches.
        const recentPrefix = `${listboxId}-recent-`;
        if (showsRecent && expanded && activeId?.startsWith(recentPrefix)) {
          event.preventDefault();
          const removed = recent[Number(activeId.slice(recentPrefix.length))];
          if (removed) updateRecent(recentSearches.remove(removed));
        }
        break;
      }
      case 'Escape':
        // Also stops the browser clearing a search field on the first Escape.
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  }

  return (
    <form
      method="post"
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (term) go(paths.shop.href({ search: term }));
      }}
      // Open while focus stays in the search: Tab goes on past the search button to the popup's
      // buttons (removing recent searches).
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Search remedies by name or health concern</Trans>
      </label>
      <div className="header-search__field">
        <input
          ref={input}
          id={inputId}
          className="header-search__input"
          type="search"
          disabled={!hydrated}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeId ? activeId : undefined}
          placeholder={t`Search: sugar, gas…`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveId(null);
            setUsed(true);
          }}
          onFocus={() => {
            setUsed(true);
            setRecent(recentSearches.read());
            setOpen(true);
          }}
          // Focus may have stayed here after a search: a click brings the popup back.
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadPopup()}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="header-search__submit"
          aria-label={t`Search`}
          disabled={!hydrated}
        >
          <Icon name="search" />
        </button>
      </div>
      {used && (
        <Suspense
          fallback={
            expanded && (
              <div id={popupId} className="header-search__popup">
                <p className="header-search__state">
                  <Trans>Searching…</Trans>
                </p>
                <div role="listbox" id={listboxId} aria-label={t`Search suggestions`} hidden />
              </div>
            )
          }
        >
          <SearchPopup
            text={text}
            expanded={expanded}
            popupId={popupId}
            listboxId={listboxId}
            activeId={activeId}
            recent={recent}
            onNavigate={go}
            onUseRecent={showRecentTerm}
            onRemoveRecent={(recentTerm) => updateRecent(recentSearches.remove(recentTerm))}
            onClearRecent={() => updateRecent(recentSearches.clear())}
          />
        </Suspense>
      )}
    </form>
  );
});
