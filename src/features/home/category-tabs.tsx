import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import type { Combo } from '@/api/schemas';
import { serverMessageOr } from '@/components/api-error-text';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { CategoryNav } from '@/components/category-nav';
import { ComboCard } from '@/components/combo-card';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import { startingFrom, type Prerendered } from '@/lib/prerendered';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

/**
 * The categories tabs: each tab opens its page (/shop or /medicine-by-disease); below them the
 * disease combos turn in a carousel, each card opening its combo.
 */
type CategoryTabsProps = { prerendered?: Prerendered<Combo[]> | null };

export function CategoryTabs({ prerendered }: CategoryTabsProps) {
  const { t } = useLingui();
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const combos = useQuery({ ...queries.combos(), ...startingFrom(prerendered), enabled: near });
  return (
    <section
      ref={sectionRef}
      className="section container category-tabs"
      aria-labelledby="category-tabs-title"
    >
      <h2 className="section__title" id="category-tabs-title">
        <Trans>Find your remedy</Trans>
      </h2>
      <CategoryNav />
      {/* The spec's texts for the categories section: 'No categories found.' or the failure
          (unless the server says more). */}
      <QueryStatus
        query={combos}
        empty={t(messages.noCategories)}
        context="Categories"
        errorText={(error) => serverMessageOr(error, t(messages.categoriesFailed))}
      >
        {(list) => (
          <Carousel label={t`Medicines by disease`} preset={carouselPresets.categories}>
            {list.map((combo) => (
              <ComboCard key={combo.id} combo={combo} headingLevel={3} />
            ))}
          </Carousel>
        )}
      </QueryStatus>
    </section>
  );
}
