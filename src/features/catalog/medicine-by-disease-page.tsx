import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { CategoryNav } from '@/components/category-nav';
import { ComboCard } from '@/components/combo-card';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import './catalog.css';

export function MedicineByDiseasePage() {
  const { t } = useLingui();
  const combos = useQuery(queries.combos());
  return (
    <>
      <PageMeta
        title={t`Medicine by disease`}
        description={t`Ayurvedic combos chosen for each condition, from diabetes to joint pain.`}
      />
      <PageBanner
        title={t`Medicine By Disease`}
        subtitle={t`Remedies grouped by the condition they care for.`}
      />
      <div className="container section">
        <CategoryNav />
        <QueryStatus query={combos} empty={t(messages.noProducts)} context="Medicine by disease">
          {(list) => (
            <ul className="combo-grid">
              {list.map((combo) => (
                <li key={combo.id}>
                  <ComboCard combo={combo} />
                </li>
              ))}
            </ul>
          )}
        </QueryStatus>
      </div>
    </>
  );
}
