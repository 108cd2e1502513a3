/** Whether `container` holds a pre-rendered page (build/prerenderPlugin.ts) that the app is to replace. */
export const isPrerendered = (container: Element): boolean => container.hasAttribute('data-prerendered');

/** Once the app's first render has replaced the pre-rendered page: the page can be used. */
export function release(container: Element): void {
  container.removeAttribute('inert');
  container.removeAttribute('data-prerendered');
}
