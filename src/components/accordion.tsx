import { useId, useState, type ReactNode } from 'react';

export type AccordionItem = { id: string | number; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** Heading level of the item buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Index of the item open at first; none when omitted. */
  initiallyOpen?: number;
};

/** One item open at a time (WAI-ARIA accordion: heading > button[aria-expanded] controlling a region). */
export function Accordion({ items, headingLevel = 3, className, initiallyOpen }: AccordionProps) {
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(
    initiallyOpen !== undefined ? (items[initiallyOpen]?.id ?? null) : null,
  );
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`accordion ${className ?? ''}`}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={`accordion__item ${open ? 'is-open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
