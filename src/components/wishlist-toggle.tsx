import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import type { ProductCard } from '@/api/schemas';
import { compareAtPrice } from '@/lib/pricing';
import { useWishlist } from '@/stores/wishlist-provider';

/** Saves or removes a product from the wishlist; the pressed state says which. */
export function WishlistToggle({ product }: { product: ProductCard }) {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);
  return (
    <button
      type="button"
      className={`button button--ghost wishlist-toggle ${saved ? 'is-saved' : ''}`}
      aria-pressed={saved}
      onClick={() => {
        const nowSaved = wishlist.toggle({
          id: product.id,
          name: product.name,
          price: product.price,
          image: product.default_image,
          slug: product.slug,
          oldPrice: compareAtPrice(product),
          rating: product.avg_rating,
        });
        const name = product.name;
        if (saved) toast.info(t`${name} removed from your wishlist`);
        else if (nowSaved) toast.info(t`${name} saved to your wishlist`);
        else toast.error(t`${name} could not be saved to your wishlist`);
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>{' '}
      {saved ? t`In wishlist` : t`Add to wishlist`}
    </button>
  );
}
