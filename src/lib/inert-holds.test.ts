import { adoptInert, holdInert } from './inert-holds';

/**
 * Every change of the element's `inert` attribute so far, in order (the attribute written again
 * while present would count as 'lifted' too, and fail these tests).
 */
function watchInert(element: Element) {
  const observer = new MutationObserver(() => {});
  observer.observe(element, {
    attributes: true,
    attributeFilter: ['inert'],
    attributeOldValue: true,
  });
  return () =>
    observer.takeRecords().map((record) => (record.oldValue === null ? 'set' : 'lifted'));
}

describe('inert holds', () => {
  it('keeps an element inert until the last hold lets go, and changes the attribute only then', () => {
    const element = document.createElement('div');
    const changes = watchInert(element);
    const first = holdInert(element);
    const second = holdInert(element);
    expect(element).toHaveAttribute('inert');

    first();
    expect(element).toHaveAttribute('inert');
    first(); // released once only: the second hold still counts
    expect(element).toHaveAttribute('inert');

    second();
    expect(element).not.toHaveAttribute('inert');
    expect(changes()).toEqual(['set', 'lifted']);
  });

  it('hands the shell’s inert over to the next hold without lifting it in between', () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    const changes = watchInert(root);
    const releaseShell = adoptInert(root);
    const releaseOverlay = holdInert(root);

    releaseShell();
    expect(root).toHaveAttribute('inert');
    releaseOverlay();
    expect(root).not.toHaveAttribute('inert');
    expect(changes()).toEqual(['lifted']);
  });

  it('lifts the shell’s inert once the shell alone held it', () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    adoptInert(root)();
    expect(root).not.toHaveAttribute('inert');
  });

  it('leaves an element that was inert for its own reasons inert', () => {
    const drawer = document.createElement('aside');
    drawer.setAttribute('inert', '');
    holdInert(drawer)();
    expect(drawer).toHaveAttribute('inert');
  });
});
