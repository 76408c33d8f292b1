import { FORGET_KEY } from '@/stores/session';
import { receipts } from './receipts';
import { recentlyViewed } from './recently-viewed';
import { savedAddress } from './saved-address';
import { removeStored } from './storage';

/**
 * What a signed-in shopper left on this device that the first screen's code does not hold: the
 * address they last shipped to, the products they opened and the receipts of their verified
 * payments (their order list has those). Gone when their session ends, so the next person on a
 * shared device finds none of it. What records money taken stays: the orders created for payment
 * (`payment-attempts.ts`) and the receipts of payments verification rejected.
 */
export function forgetShopper(userId: number | null) {
  savedAddress.clear();
  recentlyViewed.clear();
  if (userId !== null) receipts.removeShoppers(userId);
  removeStored(FORGET_KEY);
}
