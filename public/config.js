// Run-time settings of this site, read before the app starts (docs/configuration.md).
// Replace this file on the server to override the build's VITE_* values without rebuilding:
// give globalThis.__PORTAL_CONFIG__ an object whose keys are the variable names (VITE_GTM_ID,
// VITE_ALLOWED_REDIRECT_ORIGINS, VITE_GRAPHQL_URL…) and whose values are strings. Values that
// fail validation are ignored. Serve it with "Cache-Control: no-cache" so a change applies at once.
globalThis.__PORTAL_CONFIG__ = {};
