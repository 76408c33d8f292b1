import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { productQuery } from '@/api/catalog';
import { ApiImage } from '@/components/api-image';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { Price } from '@/components/price';
import { RatingStars } from '@/components/rating-stars';
import { RemoveButton } from '@/components/remove-button';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { AfterHydration } from '@/lib/hydration';
import { focusPageStart } from '@/lib/page-start';
import { toast } from '@/lib/toast';
import { useAddToCart } from '@/stores/use-add-to-cart';
import { useWishlist } from '@/stores/wishlist-provider';
import type { WishlistItem } from '@/stores/wishlist-reducer';
import './wishlist.css';

export function WishlistPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Wishlist`} />
      <PageBanner title={t`Wishlist`} />
      <div className="container section">
        <AfterHydration>
          <SavedItems />
        </AfterHydration>
      </div>
    </>
  );
}

/** The items saved on this device, or the empty state. */
function SavedItems() {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const addToCart = useAddToCart();
  const queryClient = useQueryClient();
  // A saved item's price is a snapshot: the cart takes the product as the shop sells it today
  // (the backend refuses an order at old prices). `productQuery` is `queries.product`, imported
  // from catalog: importing the queries module into this chunk made Rolldown split the API client
  // out of the entry chunk, 1 KB more JavaScript up front on every page.
  const addCurrent = async (item: WishlistItem) => {
    try {
      addToCart(await queryClient.fetchQuery(productQuery(item.slug || String(item.id))));
    } catch {
      toast.error(t(messages.addToCartFailed));
    }
  };
  return wishlist.items.length === 0 ? (
    <div className="empty-state">
      <p>
        <Trans>Your wishlist is empty. Save remedies you like and find them here later.</Trans>
      </p>
      <Link className="button" to={paths.shop.href()}>
        <Trans>Browse the shop</Trans>
      </Link>
    </div>
  ) : (
    <ul className="product-grid">
      {wishlist.items.map((item) => (
        <li key={item.id}>
          <article className="product-card wishlist-card">
            <div className="product-card__image">
              <ApiImage src={item.image} alt="" width={300} height={300} />
            </div>
            <div className="product-card__body">
              <h2 className="product-card__name">
                <Link to={paths.product.href(item.slug || item.id)}>{item.name.toUpperCase()}</Link>
              </h2>
              {item.rating != null && <RatingStars rating={item.rating} />}
              <Price product={{ price: item.price, original_price: item.oldPrice }} />
              <div className="wishlist-card__actions">
                <button type="button" className="button" onClick={() => void addCurrent(item)}>
                  <Trans>
                    Add to Cart<span className="visually-hidden">: {item.name}</span>
                  </Trans>
                </button>
                <RemoveButton
                  what={t`${item.name} from wishlist`}
                  onRemove={() => wishlist.remove(item.id)}
                  focusWhenLast={focusPageStart}
                />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
