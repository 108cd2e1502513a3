import { describe, expect, it } from 'vitest';
import { ROBOTO_FACES, loadFonts } from './fonts';

/** A stand-in for the browser's FontFace: what the app asks of it. */
class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

const fontSet = () => {
  const added: RecordedFace[] = [];
  const set = {
    add: (face: FontFace) => {
      added.push(face as unknown as RecordedFace);
      return set as unknown as FontFaceSet;
    },
  };
  return { added, set };
};

describe('loadFonts', () => {
  it('declares Roboto in the weights the theme uses, each the device’s own copy first and the site’s file after', () => {
    const { added, set } = fontSet();
    loadFonts(set, RecordedFace as unknown as typeof FontFace);
    expect(added.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Roboto', '400'],
      ['Roboto', '500'],
      ['Roboto', '700'],
    ]);
    for (const face of added) {
      // A phone that has Roboto (every Android phone) uses it and downloads nothing.
      expect(face.source).toMatch(/^local\("Roboto[^"]*"\), /);
      expect(face.source).toMatch(/, url\("[^"]+\.woff2"\) format\("woff2"\)$/);
      // The text shows at once in the theme's next font, then in Roboto.
      expect(face.descriptors).toMatchObject({ style: 'normal', display: 'swap' });
    }
  });

  it('declares them once, however many times it is called', () => {
    const { added, set } = fontSet();
    loadFonts(set, RecordedFace as unknown as typeof FontFace);
    loadFonts(set, RecordedFace as unknown as typeof FontFace);
    expect(added).toHaveLength(ROBOTO_FACES.length);
  });

  it('does nothing in a browser without the font loading API (the fallback font stays)', () => {
    const { added, set } = fontSet();
    expect(() => loadFonts(set, undefined)).not.toThrow();
    expect(() => loadFonts(undefined, RecordedFace as unknown as typeof FontFace)).not.toThrow();
    expect(added).toEqual([]);
  });
});
