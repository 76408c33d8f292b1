import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { queries } from '@/api/queries';
import { useQueryAfterFirstScreen } from '@/api/use-query-after-first-screen';
import { QueryStatus } from '@/components/query-status';
import { Tabs } from '@/components/tabs';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';

function MedicinesByName() {
  const products = useQueryAfterFirstScreen(queries.products({ limit: 12, sortField: 'name' }));
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

/** Two tabs: medicines by name and by disease, each loading its own list when shown. */
export function CategoryTabs() {
  return (
    <section className="section container category-tabs" aria-labelledby="category-tabs-title">
      <h2 className="section__title" id="category-tabs-title">
        Find your remedy
      </h2>
      <Tabs
        label="Browse medicines"
        tabs={[
          { id: 'by-name', label: 'Medicine By Name', content: <MedicinesByName /> },
          { id: 'by-disease', label: 'Medicine By Disease', content: <MedicinesByDisease /> },
        ]}
      />
    </section>
  );
}
