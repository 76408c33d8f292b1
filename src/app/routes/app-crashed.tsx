/** Last resort when the app itself fails to render: plain markup, a way home, no dependencies. */
export function AppCrashed() {
  return (
    <main className="container crashed" id="main">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Your cart and wishlist are safe on this device.</p>
      <p>
        <a className="button" href="/">
          Back to Home Page
        </a>
      </p>
    </main>
  );
}
