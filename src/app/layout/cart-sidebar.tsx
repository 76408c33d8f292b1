import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link, useNavigate } from '@/i18n/navigation';
import { ApiImage } from '@/components/api-image';
import { BulkOrderNotice, useBulkOrderNotice } from '@/components/bulk-order-notice';
import { Modal } from '@/components/modal';
import { PriceNote } from '@/components/price';
import { QuantityStepper } from '@/components/quantity-stepper';
import { RecentlyViewed } from '@/components/recently-viewed';
import { RemoveButton } from '@/components/remove-button';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { useCart } from '@/stores/cart-provider';
import './cart-sidebar.css';

export function CartSidebar() {
  const { items, total, count, isOpen, close, setQuantity, remove, clear } = useCart();
  const bulk = useBulkOrderNotice();
  const { t } = useLingui();
  const navigate = useNavigate();
  // Where focus goes once the cart has no line left to go on to.
  const continueShopping = useRef<HTMLAnchorElement>(null);
  const focusContinueShopping = () => continueShopping.current?.focus();

  function proceedToCheckout() {
    if (!items.length) return;
    close();
    navigate(paths.checkout.href());
  }

  return (
    <Modal
      open={isOpen}
      onClose={close}
      title={t`Your cart (${count})`}
      variant="drawer"
      closeLabel={t`Close cart`}
    >
      {items.length === 0 ? (
        <>
          <p className="cart-sidebar__empty">
            <Trans>Your cart is empty.</Trans>
          </p>
          <RecentlyViewed onNavigate={close} headingLevel={3} />
        </>
      ) : (
        <ul className="cart-sidebar__items">
          {items.map((item) => (
            <li key={item.id} className="cart-line">
              <ApiImage
                src={item.image}
                alt=""
                width={72}
                height={72}
                className="cart-line__image"
              />
              <div className="cart-line__info">
                <Link
                  to={paths.product.href(item.slug || item.id)}
                  onClick={close}
                  className="cart-line__name"
                >
                  {item.name}
                </Link>
                <span className="cart-line__price">{formatAmount(item.price)}</span>
                <PriceNote
                  product={{ price: item.price, original_price: item.mrp }}
                  quantity={item.quantity}
                  precise
                />
                <div className="cart-line__actions">
                  <QuantityStepper
                    size="small"
                    label={t`Quantity of ${item.name}`}
                    value={item.quantity}
                    onChange={(quantity) => setQuantity(item.id, quantity)}
                    onLimit={bulk.show}
                  />
                  <RemoveButton
                    what={item.name}
                    onRemove={() => remove(item.id)}
                    focusWhenLast={focusContinueShopping}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <BulkOrderNotice visible={bulk.visible} />
      <div className="cart-sidebar__footer">
        {items.length > 0 && (
          <button
            type="button"
            className="link-button cart-sidebar__clear"
            onClick={() => {
              focusContinueShopping();
              clear();
            }}
          >
            <Trans>Clear Cart</Trans>
          </button>
        )}
        <p className="cart-sidebar__subtotal">
          <span>
            <Trans>Subtotal</Trans>
          </span>
          <strong data-testid="cart-subtotal">{formatAmount(total)}</strong>
        </p>
        <p className="cart-sidebar__note">
          <Trans>Shipping &amp; taxes calculated at checkout</Trans>
        </p>
        <button
          type="button"
          className="button button--block"
          onClick={proceedToCheckout}
          aria-disabled={items.length === 0}
        >
          <Trans>Proceed to Checkout</Trans>
        </button>
        <Link
          ref={continueShopping}
          to={paths.shop.href()}
          className="button button--ghost button--block"
          onClick={close}
        >
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </Modal>
  );
}
