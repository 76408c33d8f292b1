import { render } from '@tests/testing-library';
import { Icon, ICON_NAMES } from './icon';
import { IconSprite } from './icon-sprite';

describe('Icon', () => {
  it("draws each icon from the page's sprite, hidden from assistive technology", () => {
    const page = render(<IconSprite />).container;
    for (const name of ICON_NAMES) {
      const path = page.querySelector(`svg.icon-sprite symbol#icon-${name} path`);
      expect(path?.getAttribute('d'), name).toMatch(/^M/);
    }
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('use')).toHaveAttribute('href', '#icon-cart');
  });
});
