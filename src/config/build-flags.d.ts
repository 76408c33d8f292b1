/**
 * Set by vite.config.ts (`define`): true when the built-in mock API runs instead of a backend
 * (the dev server without VITE_API_BASE_URL, or a demo build with VITE_USE_MOCK_API=true).
 * A literal in the bundle, so a real build drops every branch that would start the mock.
 */
declare const __MOCK_API__: boolean;
