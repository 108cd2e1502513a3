import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROBOTO_FACES, loadFonts, matchingWeight, shownWeights } from './fonts';

/** A stand-in for the browser's FontFace: what the app asks of it, with its load settled by the test. */
class RecordedFace {
  static made: RecordedFace[] = [];
  /** Weights whose file cannot be had (offline, blocked). */
  static failing = new Set<string>();
  /** Whether the device has Roboto of its own, as every Android phone does. */
  static onDevice = false;
  status: FontFaceLoadStatus = 'unloaded';
  loads = 0;
  private settle?: (found: boolean) => void;
  readonly loaded: Promise<RecordedFace>;

  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.loaded = new Promise<RecordedFace>((resolve, reject) => {
      this.settle = (found) => {
        if (!found) {
          this.status = 'error';
          reject(new DOMException('A network error occurred.', 'NetworkError'));
        } else {
          this.status = 'loaded';
          resolve(this);
        }
      };
    });
    this.loaded.catch(() => undefined);
    RecordedFace.made.push(this);
  }

  get weight(): string {
    return String(this.descriptors.weight);
  }

  load(): Promise<RecordedFace> {
    this.loads += 1;
    this.status = 'loading';
    // The device's own copy is found (or not) at once; a file arrives when the test says so.
    if (!this.source.includes('url(')) this.settle?.(RecordedFace.onDevice);
    return this.loaded;
  }

  /** The file arrives (or fails to). */
  arrive(): void {
    this.settle?.(!RecordedFace.failing.has(this.weight));
  }
}

const Face = RecordedFace as unknown as typeof FontFace;
/** The face of `weight` with the site's file. */
const face = (weight: string): RecordedFace => {
  const made = RecordedFace.made.find((candidate) => candidate.weight === weight && candidate.source.includes('url('));
  if (!made) throw new Error(`no face of weight ${weight} was made`);
  return made;
};

const fontSet = () => {
  const added: RecordedFace[][] = [];
  let batch: RecordedFace[] | undefined;
  const set = {
    add: (made: FontFace) => {
      // Faces added in the same task are one batch: the browser lays the page out again once for them.
      if (!batch) {
        batch = [];
        added.push(batch);
        queueMicrotask(() => (batch = undefined));
      }
      batch.push(made as unknown as RecordedFace);
      return set as unknown as FontFaceSet;
    },
  };
  return { added, set, all: () => added.flat() };
};

afterEach(() => {
  RecordedFace.made = [];
  RecordedFace.failing.clear();
  RecordedFace.onDevice = false;
  document.body.replaceChildren();
});

describe('loadFonts', () => {
  it('declares Roboto in the weights the theme uses, each the device’s own copy first and the site’s file after', async () => {
    const { all, set } = fontSet();
    await loadFonts(set, Face, () => []);
    expect(all().map((made) => [made.family, made.weight])).toEqual([
      ['Roboto', '400'],
      ['Roboto', '500'],
      ['Roboto', '700'],
    ]);
    for (const made of all()) {
      // A phone that has Roboto (every Android phone) uses it and downloads nothing.
      expect(made.source).toMatch(/^local\("Roboto[^"]*"\), /);
      expect(made.source).toMatch(/, url\("[^"]+\.woff2"\) format\("woff2"\)$/);
      // The text shows at once in the theme's next font, then in Roboto.
      expect(made.descriptors).toMatchObject({ style: 'normal', display: 'swap' });
    }
  });

  it('loads the faces the page shows before declaring any, then declares all three at once: the page is laid out again once, in Roboto', async () => {
    const { added, set } = fontSet();
    const declared = loadFonts(set, Face, () => [400, 600]);
    // Declaring a face makes the browser lay the whole page out again, even before its file is here.
    await vi.waitFor(() => expect(face('700').loads).toBe(1));
    expect(face('400').loads).toBe(1);
    expect(added).toEqual([]);
    face('400').arrive();
    await Promise.resolve();
    expect(added).toEqual([]);
    face('700').arrive();
    await declared;
    expect(added).toHaveLength(1);
    expect(added[0]?.map((made) => made.weight)).toEqual(['400', '500', '700']);
  });

  it('declares a weight the page does not show without fetching it: the browser fetches it when a later screen shows it', async () => {
    const { all, set } = fontSet();
    const declared = loadFonts(set, Face, () => [400]);
    await vi.waitFor(() => expect(face('400').loads).toBe(1));
    face('400').arrive();
    await declared;
    expect(face('500').loads).toBe(0);
    expect(face('700').loads).toBe(0);
    expect(all()).toContain(face('500'));
    expect(all()).toContain(face('700'));
  });

  it('leaves out a face whose file could not be had (its text stays in the next font), and declares the others', async () => {
    const { all, set } = fontSet();
    RecordedFace.failing.add('700');
    const declared = loadFonts(set, Face, () => [400, 700]);
    await vi.waitFor(() => expect(face('700').loads).toBe(1));
    face('400').arrive();
    face('700').arrive();
    await expect(declared).resolves.toBeUndefined();
    expect(all().map((made) => made.weight)).toEqual(['400', '500']);
  });

  it('declares nothing and fetches nothing on a device that has Roboto of its own (every Android phone): the page is already drawn in it, by the theme’s font name', async () => {
    const { all, set } = fontSet();
    RecordedFace.onDevice = true;
    await loadFonts(set, Face, () => [400, 700]);
    expect(all()).toEqual([]);
    expect(RecordedFace.made.filter((made) => made.source.includes('url(') && made.loads > 0)).toEqual([]);
    // It asked for the device's own copy of each weight the page shows, by its names.
    const asked = RecordedFace.made.filter((made) => !made.source.includes('url('));
    expect(asked.map((made) => made.weight)).toEqual(['400', '700']);
    expect(asked[0]?.source).toBe('local("Roboto"), local("Roboto-Regular"), local("Roboto Regular")');
  });

  it('declares them once, however many times it is called', async () => {
    const { all, set } = fontSet();
    await Promise.all([loadFonts(set, Face, () => []), loadFonts(set, Face, () => [])]);
    expect(all()).toHaveLength(ROBOTO_FACES.length);
  });

  it('does nothing in a browser without the font loading API (the fallback font stays)', async () => {
    const { all, set } = fontSet();
    await expect(loadFonts(set, undefined)).resolves.toBeUndefined();
    await expect(loadFonts(undefined, Face)).resolves.toBeUndefined();
    expect(all()).toEqual([]);
  });
});

describe('matchingWeight', () => {
  const faces = [400, 500, 700];
  it('picks the face the browser would draw a weight with (CSS Fonts, font matching)', () => {
    expect(matchingWeight(400, faces)).toBe(400);
    expect(matchingWeight(500, faces)).toBe(500);
    expect(matchingWeight(700, faces)).toBe(700);
    // Between 400 and 500: up to 500 first, then lighter, then heavier.
    expect(matchingWeight(450, faces)).toBe(500);
    expect(matchingWeight(450, [400, 700])).toBe(400);
    // Above 500: heavier first, then lighter.
    expect(matchingWeight(600, faces)).toBe(700);
    expect(matchingWeight(900, faces)).toBe(700);
    // Below 400: lighter first, then heavier.
    expect(matchingWeight(300, faces)).toBe(400);
    expect(matchingWeight(300, [200, 400])).toBe(200);
    expect(matchingWeight(400, [])).toBeUndefined();
  });
});

describe('shownWeights', () => {
  it('gives the weight of each element with text of its own, and of each form control, leaving out what is not shown', () => {
    document.body.innerHTML = `
      <h1 style="font-weight: 700">Cadastre-se</h1>
      <div style="font-weight: 500"><p style="font-weight: 400">Seus dados</p></div>
      <input style="font-weight: 300">
      <div style="display: none"><p style="font-weight: 900">Ops! Ocorreu um erro inesperado.</p></div>
      <span style="font-weight: 800">  </span>`;
    expect([...shownWeights(document.body)].sort()).toEqual([300, 400, 700]);
  });
});
