/*
 * The boot script: a tiny classic script every page's HTML loads beside the app, for what the
 * page must decide from this device before the app's code has arrived. A session that has seen
 * the intro is not covered by it, and a slot standing for something stored here holds its room.
 * It imports nothing heavy: it must arrive first.
 */
import { liftIntroCoverIfSeen } from '@/features/intro/intro-cover';
import { startPagesAtTheirTop } from '@/lib/page-start';

/**
 * A shell element standing for something stored on this device (the checkout's "Use my last
 * address") names its storage key, and is marked when the device has it: it then holds its
 * room, so nothing moves when the app fills it in.
 */
function markStoredSlots() {
  try {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-stored-key]')) {
      if (window.localStorage.getItem(slot.dataset.storedKey ?? '') !== null) {
        slot.dataset.stored = '';
      }
    }
  } catch {
    // Without storage nothing is stored.
  }
}

startPagesAtTheirTop();
markStoredSlots();
liftIntroCoverIfSeen();
