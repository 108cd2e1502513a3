import { beforeEach, describe, expect, it } from 'vitest';
import { loadTagManager } from './tagManager';

beforeEach(() => {
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadTagManager', () => {
  it('adds one async script for the container and starts the dataLayer', () => {
    // A detached document: nothing is fetched from the network in the test.
    const doc = document.implementation.createHTMLDocument('gtm');
    loadTagManager('GTM-ABC123', doc);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });
});
