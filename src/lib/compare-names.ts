/**
 * Dictionary order for names, as `a.localeCompare(b)` gives it for the names a shop has
 * (letters, digits, spaces, and & - ' ( ) , . between words), without Intl's collator: the
 * first comparison in a page loads the collator's data, inside the render that shows the list. Letters compare without regard to case
 * or accents; names that differ only in those compare equal, so a stable sort keeps them in the
 * server's order.
 */
export function compareNames(a: string, b: string) {
  const x = folded(a);
  const y = folded(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const NON_ASCII = /[^ -~]/; // anything but printable ASCII
const COMBINING_MARKS = /[\u0300-\u036f]/g;

function folded(name: string) {
  const lower = name.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}
