/**
 * The page's cover (index.html's #intro-cover): on a first visit it hides the page from the
 * first paint until the intro is over. Work that only shows on the page can wait while it is
 * there. Free of imports: the boot script includes it (through features/intro/intro-cover.ts).
 */
const COVER_ID = 'intro-cover';
const onLift = new Set<() => void>();

export const pageCovered = () => document.getElementById(COVER_ID) !== null;

export function liftPageCover() {
  document.getElementById(COVER_ID)?.remove();
  onLift.forEach((listener) => listener());
}

/** For useSyncExternalStore: calls `listener` when the cover is lifted. */
export function subscribeToPageCover(listener: () => void) {
  onLift.add(listener);
  return () => {
    onLift.delete(listener);
  };
}
