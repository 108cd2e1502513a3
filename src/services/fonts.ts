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
 * Declares Roboto's faces (`document.fonts`), once the app's code is here, and on a pre-rendered page
 * once the app has taken it over (src/app/main.tsx): on a slow link the font files (about 45 kB for the
 * first screen) no longer share it with the code that makes the form work, and the page's new layout
 * with the faces declared comes after the form works. Until they arrive the text shows in the theme's next font (Arial, Helvetica), as it did
 * before while they downloaded. The browser downloads only the weights the page shows. Without the font
 * loading API, the next font stays. (The design-system package's own `fonts.css` declares the same files
 * for the sites that use it.)
 */
export function loadFonts(fonts: Pick<FontFaceSet, 'add'> | undefined = globalThis.document?.fonts, Face: typeof FontFace | undefined = globalThis.FontFace): void {
  if (!fonts || !Face || declared.has(fonts)) return;
  declared.add(fonts);
  for (const face of ROBOTO_FACES) {
    const source = [...face.local.map((name) => `local("${name}")`), `url("${face.url}") format("woff2")`].join(', ');
    fonts.add(new Face('Roboto', source, { weight: face.weight, style: 'normal', display: 'swap' }));
  }
}
