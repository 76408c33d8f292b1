import { memo } from 'react';
import { Link } from '@/i18n/navigation';
import type { ProductCard as ProductCardData } from '@/api/schemas';
import { ApiImage } from '@/components/api-image';
import { Price } from '@/components/price';
import { RatingStars } from '@/components/rating-stars';
import { paths } from '@/config/paths';
import './product-card.css';

type ProductCardProps = {
  product: ProductCardData;
  /** Newly launched cards show the discount percent. */
  showDiscount?: boolean;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
};

/** A product in a grid or carousel; the whole card links to the product page. */
export const ProductCard = memo(function ProductCard({
  product,
  showDiscount = false,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <div className="product-card__image">
        <ApiImage src={product.default_image} alt="" width={300} height={300} priority={priority} />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={paths.product.href(product.slug || product.id)} className="product-card__link">
            {product.name.toUpperCase()}
          </Link>
        </Heading>
        <RatingStars rating={product.avg_rating} />
        <Price product={product} showDiscount={showDiscount} />
      </div>
    </article>
  );
});
