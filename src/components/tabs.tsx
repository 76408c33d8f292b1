import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';

export type Tab = { id: string; label: string; content: ReactNode };

type TabsProps = { label: string; tabs: Tab[]; className?: string };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel renders.
 * In a prerendered page's HTML the tabs are disabled until the app has taken it over, where a
 * tap would be lost.
 */
export function Tabs({ label, tabs, className }: TabsProps) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const current = tabs[active] ?? tabs[0];
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={index === active}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="tabs__tab"
            disabled={!hydrated}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${current.id}-panel`}
        aria-labelledby={`${baseId}-${current.id}-tab`}
        className="tabs__panel"
        tabIndex={0}
      >
        {current.content}
      </div>
    </div>
  );
}
