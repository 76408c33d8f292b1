import { z } from '@/lib/zod';
import { readStored, safeSessionStorage, writeStored } from '@/lib/storage';
import { prefersReducedMotion } from '@/lib/use-reduced-motion';

export const INTRO_SHOWN_KEY = 'intro-shown';

function introAlreadyShown() {
  const storage = safeSessionStorage();
  // Without session storage the intro could not be limited to once per session: better none at all.
  if (!storage) return true;
  return readStored(INTRO_SHOWN_KEY, z.boolean(), false, storage);
}

export function markIntroShown() {
  writeStored(INTRO_SHOWN_KEY, true, safeSessionStorage());
}

/** First visit of this browser session, and the shopper has not asked for less motion. */
export function shouldPlayIntro() {
  return !introAlreadyShown() && !prefersReducedMotion();
}
