/** The icons the page's sprite draws (icon-sprite.tsx), as `<symbol id="icon-…">` (tested in icon.test.tsx). */
export const ICON_NAMES = ['account', 'cart', 'pdf', 'search', 'wishlist'] as const;

type IconProps = { name: (typeof ICON_NAMES)[number] };

/**
 * A decorative icon in the text's colour, drawn from the page's own sprite. An SVG used as a
 * picture (a CSS mask, an img) costs a document of its own at the page's first style; this
 * costs a few nodes.
 */
export function Icon({ name }: IconProps) {
  return (
    <svg aria-hidden="true" className={`icon icon--${name}`}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
