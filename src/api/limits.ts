// Bounds shared by the API's answers and what this device keeps of them: whatever the shop
// accepts from the backend it can store and read back.

/**
 * The largest amount of rupees the shop shows or sums: its paise are still exact integers, and
 * 25 of it in each of 200 cart lines stays exact too. An amount above it is a broken response.
 * It is Math.floor(Number.MAX_SAFE_INTEGER / 100 / 25 / 200), written out so that the build can
 * inline it (limits.test.ts checks the two agree).
 */
export const MAX_RUPEES = 18_014_398_509;

/** A product's name and slug, as a cart line and a wishlist item keep them. */
export const MAX_NAME_LENGTH = 500;
export const MAX_SLUG_LENGTH = 500;

/** The shop's order number (ORD00012), as a receipt keeps it. */
export const MAX_ORDER_NUMBER_LENGTH = 100;

/** Razorpay's order and payment ids, as a receipt keeps them. */
export const MAX_PROVIDER_ID_LENGTH = 200;

/**
 * The opaque token create-order gives for verify-payment, which a kept payment stores: a token
 * of megabytes would leave the record too large for storage, lost on a reload during
 * verification. The contract sets no bound; real tokens are short.
 */
export const MAX_ORDER_TOKEN_LENGTH = 2000;
