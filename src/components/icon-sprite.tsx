/**
 * The icons `Icon` draws, once in every page's HTML: as symbols of one inline sprite, so no
 * script carries their paths and no icon costs a request.
 */
export function IconSprite() {
  return (
    <svg
      className="icon-sprite"
      width="0"
      height="0"
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
    >
      <symbol id="icon-account" viewBox="0 0 24 24">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
      </symbol>
      <symbol id="icon-cart" viewBox="0 0 24 24">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2h3.3l.9 2H21l-3.6 8.1c-.3.6-1 1-1.7 1H8.1l-1 1.9H19v2H4l2.4-4.4L3 4H1V2Z" />
      </symbol>
      <symbol id="icon-pdf" viewBox="0 0 24 24">
        <path d="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z" />
      </symbol>
      <symbol id="icon-search" viewBox="0 0 24 24">
        <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
      </symbol>
      <symbol id="icon-wishlist" viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z" />
      </symbol>
    </svg>
  );
}
