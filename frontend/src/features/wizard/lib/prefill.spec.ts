import { parsePrefill, prefillHref, prefillProject } from './prefill';

const daily = {
  id: 'i1',
  title: 'A very long idea of the day title that goes on and on beyond fifty characters',
  businessIdea: 'Neighbourhood tool library',
  description: 'Lend tools to neighbours.',
  targetAudience: 'Homeowners',
  potentialRevenue: '$5K/month',
  keyFeatures: ['Booking', ' ', 'Deposits'],
  industry: 'ecommerce',
  featuredDate: '2026-03-04',
};

describe('the wizard prefill', () => {
  it('reads the idea of the day from ?prefill and caps the title at 50 characters', () => {
    const url = prefillHref(daily);
    const raw = new URL(url, 'http://x').searchParams.get('prefill');
    const parsed = parsePrefill(raw);
    expect(parsed?.title).toHaveLength(50);
    expect(parsed?.idea).toEqual({
      businessIdea: 'Neighbourhood tool library',
      description: 'Lend tools to neighbours.',
      targetAudience: 'Homeowners',
      potentialRevenue: '$5K/month',
      keyFeatures: ['Booking', 'Deposits'],
      industry: 'ecommerce',
    });
    expect(prefillProject(parsed!)).toEqual({
      title: parsed!.title,
      currentStep: 1,
      stepData: { ideaGeneration: { selectedIdea: parsed!.idea } },
    });
  });

  it('takes the title as the idea when there is no businessIdea, and refuses what is not an idea', () => {
    expect(parsePrefill(JSON.stringify({ title: 'Bike repair vans' }))?.idea.businessIdea).toBe(
      'Bike repair vans',
    );
    expect(parsePrefill('not json')).toBeNull();
    expect(parsePrefill(JSON.stringify(['a']))).toBeNull();
    expect(parsePrefill(JSON.stringify({ description: 'no idea' }))).toBeNull();
    expect(parsePrefill(null)).toBeNull();
  });
});
