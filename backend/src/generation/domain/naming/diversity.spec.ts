import { sharedStemLength, StemIndex, tooAlike } from './diversity';

describe('diversity', () => {
  it('measures the longest run of letters two names share', () => {
    expect(sharedStemLength('Crumbwell', 'Crumbnest')).toBe(5);
    expect(sharedStemLength('Risora', 'Risami')).toBe(3);
    expect(sharedStemLength('Paw & Pine', 'Pawlane')).toBe(3);
  });

  it('calls names too alike past four shared letters, the index agreeing with the pairwise check', () => {
    expect(tooAlike('Brighton Labs', 'Brightly')).toBe(true);
    expect(tooAlike('Risora', 'Risami')).toBe(false);
    const index = new StemIndex();
    index.add('Crumbwell');
    expect(index.clashes('Crumbnest')).toBe(true);
    expect(index.clashes('Loafwell')).toBe(false);
  });

  it('leaves a closing descriptor of the trade out of the stem, but not a generic ending', () => {
    const dental = ['Dental', 'Clinic', 'Smiles'];
    expect(sharedStemLength('Oakfield Dental', 'Westridge Dental', dental)).toBe(1);
    expect(sharedStemLength('Oakfield Dental', 'Westridge Dental')).toBe(6);
    expect(sharedStemLength('Apex Group', 'Vero Group', dental)).toBe(5);
    const index = new StemIndex(dental);
    index.add('Oakfield Dental');
    expect(index.clashes('Westridge Dental')).toBe(false);
    expect(index.clashes('Oakfield Smiles')).toBe(true);
  });
});
