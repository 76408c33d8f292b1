import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { QueryStatus } from '@/components/query-status';
import type { Category } from '@/api/schemas';
import { messages } from '@/config/messages';
import { useHydrated } from '@/lib/hydration';
import { startingFrom, type Prerendered } from '@/lib/prerendered';

type CategoryFilterProps = { value: string; onChange: (slug: string) => void };

function CategoryOption({
  slug,
  title,
  value,
  onChange,
}: CategoryFilterProps & { slug: string; title: string }) {
  return (
    <li>
      <label>
        <input
          type="radio"
          name="category"
          value={slug}
          checked={value === slug}
          onChange={() => onChange(slug)}
        />
        {title}
      </label>
    </li>
  );
}

export function CategoryFilter({
  value,
  onChange,
  prerendered,
}: CategoryFilterProps & { prerendered?: Prerendered<Category[]> | null }) {
  const { t } = useLingui();
  const categories = useQuery({ ...queries.categories(), ...startingFrom(prerendered) });
  const choice = { value, onChange };
  // Disabled in the page's HTML until the app has taken it over, where a choice would be lost.
  return (
    <fieldset className="category-filter" disabled={!useHydrated()}>
      <legend>
        <Trans>Product By Disease</Trans>
      </legend>
      <QueryStatus query={categories} empty={t(messages.noCategories)}>
        {(list) => (
          <ul>
            <CategoryOption slug="" title={t`All`} {...choice} />
            {list.map((category) => (
              <CategoryOption
                key={category.id}
                slug={category.slug}
                title={category.title}
                {...choice}
              />
            ))}
          </ul>
        )}
      </QueryStatus>
    </fieldset>
  );
}
