import { useId } from 'react';
import { queries } from '@/api/queries';
import { useQueryAfterFirstScreen } from '@/api/use-query-after-first-screen';
import type { ProductCollection } from '@/api/catalog';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { ProductCard } from '@/components/product-card';

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
  const products = useQueryAfterFirstScreen(
    queries.products({ collection_id: collection, limit, page }),
  );
  const id = useId();
  return (
    <section className="section container" aria-labelledby={id}>
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
