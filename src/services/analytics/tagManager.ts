/** Google Tag Manager's loader, as its snippet does it, without an inline script (the strict CSP allows this origin only when a tag manager is configured). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Starts the tag manager for container `id` (already validated by the config). Call it only
 * when an id is configured: without one, nothing is requested from any third party.
 */
export function loadTagManager(id: string, doc: Document = document): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
}
