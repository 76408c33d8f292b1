/**
 * Call before a list item goes: moves focus from its Remove button (`current`) to the Remove
 * button (`data-removes`) of the next item, or the previous one, so a keyboard user goes on from
 * there instead of from nowhere; to `fallback` when it was the last item.
 */
export function focusNextRemoveButton(current: HTMLElement, fallback: () => void) {
  const item = current.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const next = neighbour?.querySelector<HTMLElement>('[data-removes]');
  if (next) next.focus();
  else fallback();
}
