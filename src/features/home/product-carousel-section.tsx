import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '@/api/queries';
import type { ProductCollection } from '@/api/catalog';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { ProductCard } from '@/components/product-card';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

type ProductCarouselSectionProps = {
  title: string;
  collection: ProductCollection;
  limit: number;
  page?: number;
  empty: string;
  showDiscount?: boolean;
};

export function ProductCarouselSection({
  title,
  collection,
  limit,
  page,
  empty,
  showDiscount,
}: ProductCarouselSectionProps) {
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const products = useQuery({
    ...queries.products({ collection_id: collection, limit, page }),
    enabled: near,
  });
  const id = useId();
  return (
    <section ref={sectionRef} className="section container" aria-labelledby={id}>
      <h2 className="section__title" id={id}>
        {title}
      </h2>
      <QueryStatus query={products} empty={empty} context={title}>
        {(list) => (
          <Carousel label={title} preset={carouselPresets.products}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} showDiscount={showDiscount} />
            ))}
          </Carousel>
        )}
      </QueryStatus>
    </section>
  );
}
