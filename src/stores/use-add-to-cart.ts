import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { env } from '@/config/env';
import { useCart, type AddResult } from '@/stores/cart-provider';
import type { CartProduct } from '@/stores/cart-reducer';
import { compareAtPrice } from '@/lib/pricing';

type Sellable = {
  id: number;
  name: string;
  price: number;
  default_image?: string;
  image?: string;
  slug: string;
  sale_price?: number | null;
  original_price?: number | null;
  /** A wishlist item's compare-at price. */
  oldPrice?: number | null;
};

const toCartProduct = (product: Sellable): CartProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  image: product.default_image ?? product.image ?? '',
  slug: product.slug,
  mrp: compareAtPrice({
    price: product.price,
    original_price: product.original_price ?? product.oldPrice,
    sale_price: product.sale_price,
  }),
});

/** Adds to the cart and tells the shopper what happened (a toast), with the spec's failure text. */
export function useAddToCart(failureMessage: string = translate(messages.addToCartFailed)) {
  const cart = useCart();
  return useCallback(
    (products: Sellable | Sellable[], quantity = 1): AddResult | 'failed' => {
      const list = Array.isArray(products) ? products : [products];
      try {
        const result = cart.add(list.map(toCartProduct), quantity);
        const count = list.length;
        const what = count === 1 ? list[0].name : translate(msg`${count} products`);
        if (result === 'added') toast.success(translate(msg`${what} added to cart`));
        if (result === 'limited') toast.info(translate(messages.bulkOrder(env.supportPhone)));
        return result;
      } catch {
        toast.error(failureMessage);
        return 'failed';
      }
    },
    [cart, failureMessage],
  );
}
