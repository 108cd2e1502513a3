import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';

/**
 * Roboto, the theme's font (latin subset), in the weights it uses: the device's own copy first, by its
 * full and PostScript names (every Android phone has Roboto, and downloads nothing), then the site's file.
 */
export const ROBOTO_FACES = [
  { weight: '400', local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'], url: regular },
  { weight: '500', local: ['Roboto Medium', 'Roboto-Medium'], url: medium },
  { weight: '700', local: ['Roboto Bold', 'Roboto-Bold'], url: bold },
] as const;

const declared = new WeakSet<object>();

/**
 * The face weight the browser draws `weight` with, of the faces' `available` weights (CSS Fonts 4,
 * font matching): from 400 to 500, up to 500 first, then lighter, then heavier; below 400, lighter
 * first; above 500, heavier first.
 */
export function matchingWeight(weight: number, available: readonly number[]): number | undefined {
  if (available.includes(weight)) return weight;
  const heavier = available.filter((face) => face > weight).sort((a, b) => a - b);
  const lighter = available.filter((face) => face < weight).sort((a, b) => b - a);
  if (weight >= 400 && weight <= 500) return [...heavier.filter((face) => face <= 500), ...lighter, ...heavier.filter((face) => face > 500)][0];
  return (weight < 400 ? [...lighter, ...heavier] : [...heavier, ...lighter])[0];
}

/** The font weights of what `root` shows: each element with text of its own, and each form control (what is typed in it). */
export function shownWeights(root: ParentNode): Set<number> {
  const weights = new Set<number>();
  for (const element of root.querySelectorAll('*')) {
    const control = element.matches('input, textarea, select, button');
    const text = control || [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!text || element.checkVisibility?.() === false) continue;
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    if (!style || style.display === 'none') continue;
    const weight = Number(style.fontWeight);
    if (Number.isFinite(weight)) weights.add(weight);
  }
  return weights;
}

/**
 * Declares Roboto's faces (`document.fonts`), once the app's code is here, and on a pre-rendered page
 * once the app has taken it over (src/app/main.tsx): on a slow link the font files (about 45 kB for the
 * first screen) no longer share it with the code that makes the form work. Until they arrive the text
 * shows in the theme's next font (Arial, Helvetica), as it did before while they downloaded.
 *
 * Declaring a face makes the browser lay the whole page out again, even before its file is here, and
 * again when the file arrives (each a whole-page layout). So the faces the page shows
 * (`shown`) are loaded first, outside the document, and then all three declared at once: one layout,
 * in Roboto. A weight the page does not show is declared without being fetched: the browser fetches
 * it if a later screen shows it. A face whose file could not be had is left out (its text stays in the
 * next font). On a device with Roboto of its own, which already draws the page in it by the theme's
 * font name, nothing is declared. Without the font loading API, the next font stays. (The
 * design-system package's own `fonts.css` declares the same files for the sites that use it.)
 * Resolves once the faces are declared.
 */
export async function loadFonts(
  fonts: Pick<FontFaceSet, 'add'> | undefined = globalThis.document?.fonts,
  Face: typeof FontFace | undefined = globalThis.FontFace,
  shown: () => Iterable<number> = () => (globalThis.document ? shownWeights(globalThis.document.body) : []),
): Promise<void> {
  if (!fonts || !Face || declared.has(fonts)) return;
  declared.add(fonts);
  const local = (face: (typeof ROBOTO_FACES)[number]) => face.local.map((name) => `local("${name}")`).join(', ');
  const weights = ROBOTO_FACES.map((face) => Number(face.weight));
  const needed = new Set([...shown()].map((weight) => matchingWeight(weight, weights)));
  const shownFaces = ROBOTO_FACES.filter((face) => needed.has(Number(face.weight)));
  // A device with Roboto of its own (every Android phone) already draws the page in it, by the theme's
  // font name: declaring the faces would only lay the page out again.
  const own = await Promise.allSettled(shownFaces.map((face) => new Face('Roboto', local(face), { weight: face.weight, style: 'normal' }).load()));
  if (own.length > 0 && own.every((result) => result.status === 'fulfilled')) return;
  const faces = ROBOTO_FACES.map((face) => new Face('Roboto', `${local(face)}, url("${face.url}") format("woff2")`, { weight: face.weight, style: 'normal', display: 'swap' }));
  const first = faces.filter((face) => needed.has(Number(face.weight)));
  await Promise.allSettled(first.map((face) => face.load()));
  for (const face of faces) if (face.status !== 'error') fonts.add(face);
}
