import { addTag, mergeTags, removeTag } from './tag-list';

describe('brand personality traits and design principles', () => {
  it('adds a trait only when it is not empty and not already present', () => {
    expect(addTag([], '  Friendly ')).toEqual(['Friendly']);
    expect(addTag(['Friendly'], '   ')).toBeNull();
    expect(addTag(['Friendly'], '')).toBeNull();
    expect(addTag(['Friendly'], 'friendly')).toBeNull();
    expect(addTag(['Friendly'], ' FRIENDLY  ')).toBeNull();
    expect(addTag(['Friendly'], 'Bold')).toEqual(['Friendly', 'Bold']);
  });

  it('removes by position and merges without repeats', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(mergeTags(['Calm', 'Bold'], ['bold', 'Warm', ''])).toEqual(['Calm', 'Bold', 'Warm']);
  });
});
