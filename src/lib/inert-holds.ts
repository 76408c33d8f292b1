/**
 * An element made inert for more than one reason at a time: the prerendered shell until the app
 * has taken it over, the intro's overlay above the page. It stays inert until the last reason
 * lets go, and its `inert` attribute changes only then: each change restyles the element's whole
 * subtree (for the page's root, every element on the page), so handing the page from one reason
 * to the next must not lift it and set it again in between.
 */
type Hold = { count: number; inertBefore: boolean };

const holds = new WeakMap<Element, Hold>();

/**
 * Keeps `element` inert until the returned function is called and no other hold remains. An
 * element that was inert before the first hold (the page's own markup, for its own reasons)
 * stays inert after the last.
 */
export function holdInert(element: Element): () => void {
  return take(element, element.hasAttribute('inert'));
}

/**
 * Takes over the `inert` the HTML gave `element` (the prerendered shell's root): it is lifted
 * once the returned function has been called and no other hold remains.
 */
export function adoptInert(element: Element): () => void {
  return take(element, false);
}

function take(element: Element, inertBefore: boolean): () => void {
  let hold = holds.get(element);
  if (!hold) {
    hold = { count: 0, inertBefore };
    holds.set(element, hold);
    element.toggleAttribute('inert', true);
  }
  hold.count += 1;
  let released = false;
  const held = hold;
  return () => {
    if (released) return;
    released = true;
    held.count -= 1;
    if (held.count > 0) return;
    holds.delete(element);
    if (!held.inertBefore) element.removeAttribute('inert');
  };
}
