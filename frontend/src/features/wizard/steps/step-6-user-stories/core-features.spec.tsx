import '@/test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addFeature, missingForStories, removeFeature, suggestedFeatures } from './core-features';
import { FeaturesEditor } from './features-editor';

describe('core feature rules', () => {
  it('adds a trimmed feature at the end', () => {
    expect(addFeature(['Booking'], '  Payments  ')).toEqual(['Booking', 'Payments']);
  });

  it('ignores empty input and returns the same list', () => {
    const list = ['Booking'];
    expect(addFeature(list, '')).toBe(list);
    expect(addFeature(list, '   ')).toBe(list);
  });

  it('ignores a duplicate, whatever its case and spacing', () => {
    const list = ['Online booking'];
    expect(addFeature(list, 'Online booking')).toBe(list);
    expect(addFeature(list, '  online   BOOKING ')).toBe(list);
  });

  it('removes one feature', () => {
    expect(removeFeature(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });

  it("suggests the idea's key features not in the list yet", () => {
    const data = {
      ideaGeneration: {
        selectedIdea: {
          businessIdea: 'x',
          description: '',
          targetAudience: '',
          potentialRevenue: '',
          industry: '',
          keyFeatures: ['Booking', 'Reviews', 'reviews', ' '],
        },
      },
    };
    expect(suggestedFeatures(data, ['booking'])).toEqual(['Reviews']);
  });

  it("says what is missing for stories ('Missing required data')", () => {
    expect(missingForStories({}, [])).toBe(
      'Stories need a selected business idea (step 1), a business definition (step 2), at least one core feature.',
    );
    const ready = {
      ideaGeneration: {
        selectedIdea: {
          businessIdea: 'Dog walking',
          description: '',
          targetAudience: '',
          potentialRevenue: '',
          industry: '',
          keyFeatures: [],
        },
      },
      businessDefinition: { missionStatement: 'Happy dogs' },
    };
    expect(missingForStories(ready, ['Booking'])).toBeNull();
    expect(missingForStories(ready, [])).toBe('Stories need at least one core feature.');
  });
});

function Harness({ initial = [] as string[] }) {
  const [features, setFeatures] = useState<string[]>(initial);
  return <FeaturesEditor features={features} suggestions={[]} onChange={setFeatures} />;
}

// user-event in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

describe('FeaturesEditor', () => {
  it('Enter adds a feature; empty and duplicate entries are ignored', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['Booking']} />);
    const input = screen.getByLabelText('New core feature');
    const enter = async (text: string) => {
      await user.click(input);
      await user.paste(text);
      await user.keyboard('{Enter}');
    };

    await enter('Payments');
    await enter('   ');
    await enter('booking');

    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Booking', 'Payments']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('removes a feature with its button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['Booking', 'Payments']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Booking' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Payments']);
  });
});
