import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { queries } from '@/api/queries';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';

type Tab = 'by-name' | 'by-disease';

const TABS: { id: Tab; label: string }[] = [
  { id: 'by-name', label: 'Medicine By Name' },
  { id: 'by-disease', label: 'Medicine By Disease' },
];

function MedicinesByName() {
  const products = useQuery(queries.products({ limit: 12, sortField: 'name' }));
  return (
    <>
      <QueryStatus query={products} empty={messages.noProducts}>
        {(list) => (
          <ul className="name-list">
            {list.map((product) => (
              <li key={product.id}>
                <Link to={paths.product.href(product.slug)}>{product.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <Link className="button" to={paths.shop.href()}>
        Browse all medicines
      </Link>
    </>
  );
}

function MedicinesByDisease() {
  const combos = useQuery(queries.combos());
  return (
    <>
      <QueryStatus query={combos} empty={messages.noCategories}>
        {(list) => (
          <ul className="name-list">
            {list.map((combo) => (
              <li key={combo.id}>
                <Link to={paths.combo.href(combo.slug)}>{combo.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <Link className="button" to={paths.medicineByDisease.href()}>
        See every condition
      </Link>
    </>
  );
}

/** Two tabs (WAI-ARIA tabs pattern): medicines by name and by disease, each loading its own list. */
export function CategoryTabs() {
  const [active, setActive] = useState<Tab>('by-name');
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ 'by-name': null, 'by-disease': null });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length].id;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="section container category-tabs" aria-labelledby={`${id}-title`}>
      <h2 className="section__title" id={`${id}-title`}>
        Find your remedy
      </h2>
      <div role="tablist" aria-label="Browse medicines" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-selected={active === tab.id}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={active === tab.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${active}-panel`} aria-labelledby={`${id}-${active}-tab`} className="tabs__panel">
        {active === 'by-name' ? <MedicinesByName /> : <MedicinesByDisease />}
      </div>
    </section>
  );
}
