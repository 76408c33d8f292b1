import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/api/client';
import { queries } from '@/api/queries';
import type { ProductDetail } from '@/api/schemas';
import { serverMessageOr } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { BulkOrderNotice, useBulkOrderNotice } from '@/components/bulk-order-notice';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { Price, PriceNote } from '@/components/price';
import { QuantityStepper } from '@/components/quantity-stepper';
import { RatingStars } from '@/components/rating-stars';
import { htmlToText, SafeHtml } from '@/components/safe-html';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/stores/use-add-to-cart';
import { WishlistToggle } from '@/components/wishlist-toggle';
import { ConsultDoctor } from './consult-doctor';
import { ProductStructuredData } from './product-structured-data';
import { ProductTabs } from './product-tabs';
import { RecentlyViewed } from '@/components/recently-viewed';
import { AfterHydration, useHydrated } from '@/lib/hydration';
import { isTodaysAnswer, startingFrom, type Prerendered } from '@/lib/prerendered';
import { recentlyViewed } from '@/lib/recently-viewed';
import './product-page.css';

function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const images = product.images.length
    ? [...product.images].sort((a, b) => (a.type === b.type ? 0 : a.type === 'feature' ? -1 : 1))
    : [{ id: 0, url: product.default_image, type: 'feature' as const }];
  return (
    <Carousel label={t`${product.name} images`} preset={carouselPresets.single} dots>
      {images.map((image, index) => (
        <ApiImage
          key={image.id}
          src={image.url}
          alt={t`${product.name}, image ${index + 1} of ${images.length}`}
          width={600}
          height={600}
          priority={index === 0}
          className="product__image"
        />
      ))}
    </Carousel>
  );
}

type PurchasePanelProps = {
  product: ProductDetail;
  /** False while the page shows the build's answer, or before the app has taken the page over. */
  ready: boolean;
};

function PurchasePanel({ product, ready }: PurchasePanelProps) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const bulk = useBulkOrderNotice();
  const addToCart = useAddToCart();

  return (
    <div className="product__purchase">
      <p className="product__line-price" aria-live="polite">
        <Price product={product} quantity={quantity} showDiscount />
        {quantity > 1 && (
          <span className="product__each">
            {' '}
            <Trans>for {quantity}</Trans>
          </span>
        )}
      </p>
      <PriceNote product={product} quantity={quantity} />
      {/* Disabled where a tap would be lost, or would add the build's price to the cart. */}
      <fieldset className="product__actions" disabled={!ready}>
        <legend className="visually-hidden">
          <Trans>Buy {product.name}</Trans>
        </legend>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          onLimit={bulk.show}
          label={t`Quantity of ${product.name}`}
        />
        <button
          type="button"
          className="button"
          onClick={() => {
            if (addToCart(product, quantity) !== 'failed') setQuantity(1);
          }}
        >
          <Trans>Add to Cart</Trans>
        </button>
        <WishlistToggle product={product} />
      </fieldset>
      <BulkOrderNotice visible={bulk.visible} />
    </div>
  );
}

type ProductPageProps = {
  /** The build's answer, on a page it prerendered (src/app/pages/prerendered/product.ts). */
  loaderData?: Prerendered<ProductDetail> | null;
};

export function ProductPage({ loaderData }: ProductPageProps) {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  // Drawn from a deferred copy, as QueryStatus does (TBT).
  const product = useDeferredValue(
    useQuery({ ...queries.product(slug), ...startingFrom(loaderData) }),
  );
  const ready = useHydrated() && isTodaysAnswer(product, loaderData);

  if (product.isPending) return <ProductLoading />;
  if (product.isError) {
    const { error } = product;
    const notFound = error instanceof ApiError && error.isNotFound;
    return (
      <>
        <PageMeta title={notFound ? t(messages.productNotFound) : t`Product`} />
        <PageBanner title={notFound ? t(messages.productNotFound) : t`Product`} />
        <div className="container section">
          {/* The server's message when it sent one (the contract), else the spec's text. */}
          <QueryError
            error={error}
            context="Product page"
            text={notFound ? serverMessageOr(error, t(messages.productNotFound)) : undefined}
          />
          <Link className="button" to={paths.shop.href()}>
            <Trans>Back to the shop</Trans>
          </Link>
        </div>
      </>
    );
  }

  const data = product.data;
  // One view per product: the next one starts on its own first tab, picture and history.
  return <ProductView key={data.id} product={data} ready={ready} />;
}

/** The loaded page's frame: its banner, and the loading state where the gallery's first picture will be. */
function ProductLoading() {
  return (
    <>
      <div className="product-banner" aria-hidden="true" />
      <div className="container product">
        <div className="product__gallery">
          <StatusMessage kind="loading" picture className="product__image">
            <Trans>Loading...</Trans>
          </StatusMessage>
        </div>
      </div>
    </>
  );
}

/** The product's page, drawn again only for a new answer or once it is ready to buy. */
const ProductView = memo(function ProductView({ product: data, ready }: PurchasePanelProps) {
  const { t } = useLingui();
  useEffect(() => {
    recentlyViewed.add({
      id: data.id,
      slug: data.slug,
      name: data.name,
      price: data.price,
      image: data.default_image,
    });
  }, [data.id, data.slug, data.name, data.price, data.default_image]);

  return (
    <>
      <PageMeta
        title={data.name}
        description={htmlToText(data.short_description)}
        image={data.default_image}
        type="product"
      />
      <div className="product-banner" aria-hidden="true">
        {data.banner_image && (
          <ApiImage src={data.banner_image} alt="" width={1600} height={400} priority />
        )}
      </div>
      <div className="container product">
        <div className="product__gallery">
          <Gallery product={data} />
        </div>
        <div className="product__summary">
          <h1 className="product__name">{data.name.toUpperCase()}</h1>
          {data.sub_name && <p className="product__sub-name">{data.sub_name}</p>}
          <p className="product__rating">
            <RatingStars rating={data.avg_rating} />
            <span>
              ({t`${plural(data.reviews.total_reviews, { one: '# review', other: '# reviews' })}`})
            </span>
          </p>
          <SafeHtml html={data.short_description} className="product__short" headingsFrom={2} />
          <PurchasePanel product={data} ready={ready} />
          <ConsultDoctor productName={data.name} />
        </div>
      </div>
      <div className="container section">
        <ProductTabs product={data} />
        {/* This device's history: not in the prerendered page, which is every shopper's. */}
        <AfterHydration>
          <RecentlyViewed excludeId={data.id} />
        </AfterHydration>
      </div>
      <ProductStructuredData product={data} />
    </>
  );
});
