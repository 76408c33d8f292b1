import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';

type CategoryFilterProps = { value: string; onChange: (slug: string) => void };

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = useQuery(queries.categories());
  return (
    <fieldset className="category-filter">
      <legend>Product By Disease</legend>
      <QueryStatus query={categories} empty={messages.noCategories}>
        {(list) => (
          <ul>
            {[{ id: 0, slug: '', title: 'All' }, ...list].map((category) => (
              <li key={category.id}>
                <label>
                  <input
                    type="radio"
                    name="category"
                    value={category.slug}
                    checked={value === category.slug}
                    onChange={() => onChange(category.slug)}
                  />
                  {category.title}
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </fieldset>
  );
}
