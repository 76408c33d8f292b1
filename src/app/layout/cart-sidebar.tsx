import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
      title={`Your cart (${count})`}
      variant="drawer"
      closeLabel="Close cart"
    >
      {items.length === 0 ? (
        <>
          <p className="cart-sidebar__empty">Your cart is empty.</p>
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
                    label={`Quantity of ${item.name}`}
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
            Clear Cart
          </button>
        )}
        <p className="cart-sidebar__subtotal">
          <span>Subtotal</span>
          <strong data-testid="cart-subtotal">{formatAmount(total)}</strong>
        </p>
        <p className="cart-sidebar__note">Shipping &amp; taxes calculated at checkout</p>
        <button
          type="button"
          className="button button--block"
          onClick={proceedToCheckout}
          aria-disabled={items.length === 0}
        >
          Proceed to Checkout
        </button>
        <Link
          ref={continueShopping}
          to={paths.shop.href()}
          className="button button--ghost button--block"
          onClick={close}
        >
          Continue Shopping
        </Link>
      </div>
    </Modal>
  );
}
