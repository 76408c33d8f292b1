import { receipts } from './receipts';
import { recentlyViewed } from './recently-viewed';
import { savedAddress } from './saved-address';
import { unpaidOrder } from './unpaid-order';

/**
 * What a signed-in shopper left on this device that the first screen's code does not hold: the
 * address they last shipped to, the products they opened and the receipts of their payments
 * (their order list has those). Gone when their session ends, so the next person on a shared
 * device finds none of it.
 */
export function forgetShopper(userId: number | null) {
  savedAddress.clear();
  unpaidOrder.clear();
  recentlyViewed.clear();
  if (userId !== null) receipts.removeShoppers(userId);
}
