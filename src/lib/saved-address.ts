import { PHONE_DIGITS, PIN_DIGITS } from '@/lib/indian-formats';
import { z } from '@/lib/zod';
import { readStored, removeStored, writeStored } from '@/lib/storage';

const SAVED_ADDRESS_KEY = 'lastAddress';

const savedAddressSchema = z.lazy(() => {
  const line = z.string().check(z.maxLength(200));
  return z.object({
    firstName: line,
    lastName: line,
    address: line,
    apartment: line,
    city: line,
    state: line,
    postalCode: z.string().check(z.regex(PIN_DIGITS)),
    phone: z.string().check(z.regex(PHONE_DIGITS)),
    email: line,
  });
});

export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The shipping address last used on this device, offered at the next checkout. */
export const savedAddress = {
  read: () => readStored(SAVED_ADDRESS_KEY, z.nullable(savedAddressSchema), null),
  write: (address: SavedAddress) => writeStored(SAVED_ADDRESS_KEY, address),
  /** A signed-in shopper's address leaves the device with their session. */
  clear: () => removeStored(SAVED_ADDRESS_KEY),
};
