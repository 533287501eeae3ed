import { isPictureNoun, pictureNouns } from './picture-nouns';

const words = (keyword: string, context: string[] = []) => pictureNouns(keyword, context).map((p) => p.word);

describe('pictureNouns (WordNet)', () => {
  it("finds the things a keyword's thing is made of or has as parts", () => {
    expect(words('bicycle', ['repair', 'cycling'])).toEqual(
      expect.arrayContaining(['chain', 'pedal', 'spoke']),
    );
    expect(words('pottery', ['ceramic', 'class'])).toEqual(expect.arrayContaining(['clay', 'kiln']));
    expect(words('boat', ['charter', 'sailing'])).toEqual(expect.arrayContaining(['anchor', 'rudder']));
  });

  it('keeps a phrase WordNet knows whole, and finds its kinds and what they come in', () => {
    const iceCream = words('ice cream', ['gelato', 'parlour']);
    expect(iceCream).toEqual(expect.arrayContaining(['sundae', 'cone']));
    expect(iceCream).not.toContain('ice');
    expect(iceCream).not.toContain('cream');
  });

  it('leaves out proper names, adjectives, rare senses and what no sign would show', () => {
    const pottery = words('pottery', ['ceramic', 'class']);
    expect(pottery).not.toContain('wedgwood');
    // "ordinary" is a bicycle only in its fifth sense; "flat" and "plastic" read as qualities.
    const bicycle = words('bicycle');
    for (const w of ['ordinary', 'flat', 'plastic', 'bicycle']) expect(bicycle).not.toContain(w);
    expect(words('panel', ['solar'])).not.toContain('flat');
    expect(words('boat')).not.toContain('junk');
  });

  it('knows nothing of a made-up word or an abstraction', () => {
    expect(pictureNouns('zqxv')).toEqual([]);
    expect(isPictureNoun('wheel')).toBe(true);
    expect(isPictureNoun('service')).toBe(false);
    expect(isPictureNoun('flat')).toBe(false);
  });

  it('ranks the closest words first, every weight between 0 and 1', () => {
    const found = pictureNouns('bicycle');
    expect(found.length).toBeGreaterThan(3);
    for (const p of found) expect(p.weight).toBeGreaterThan(0);
    for (const p of found) expect(p.weight).toBeLessThanOrEqual(1);
    expect(found.map((p) => p.weight)).toEqual([...found.map((p) => p.weight)].sort((a, b) => b - a));
  });
});
