/** The backend's base URL as configured (no trailing slash); empty: the shop's own origin. */
export function apiBaseUrlOf(configured: string | undefined) {
  return (configured ?? '').trim().replace(/\/+$/, '');
}
