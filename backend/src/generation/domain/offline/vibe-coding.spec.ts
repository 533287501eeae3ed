import { vibePlatforms } from '../../../contracts/options';
import { generateVibeCodingResponseSchema } from '../../../contracts/generation';
import { petSitterIdea, vibeRequest } from '../fixtures.test-helper';
import { generateVibeCoding } from './vibe-coding';

const PLATFORM_WORDS = {
  replit: /Replit/,
  bolt: /Bolt\.new|WebContainer/,
  lovable: /Lovable/,
  v0: /v0|App Router/,
  universal: /any AI coding assistant/,
};

describe('generateVibeCoding', () => {
  it.each(vibePlatforms)(
    'writes a detailed %s build prompt with everything the project decided',
    (platform) => {
      const output = generateVibeCoding(vibeRequest(platform));
      expect(generateVibeCodingResponseSchema.safeParse(output).success).toBe(true);
      const { prompt } = output;
      expect(prompt).toMatch(PLATFORM_WORDS[platform]);
      for (const expected of [
        'Pawsitter',
        petSitterIdea.businessIdea,
        petSitterIdea.targetAudience,
        ...petSitterIdea.keyFeatures,
        'Next.js',
        'PostgreSQL (Neon)',
        '#1E40AF',
        '#0E7490',
        '#F59E0B',
        '#475569',
        'Poppins',
        'Lato',
        'Support dark mode and Spanish translations.',
        'I get a confirmation email',
      ]) {
        expect(prompt).toContain(expected);
      }
      expect(prompt.length).toBeGreaterThan(2500);
    },
  );

  it('gives each platform its own instructions', () => {
    const prompts = vibePlatforms.map((p) => generateVibeCoding(vibeRequest(p)).prompt);
    expect(new Set(prompts).size).toBe(vibePlatforms.length);
  });

  it('writes a proper README.md', () => {
    const { readme } = generateVibeCoding(vibeRequest('universal'));
    expect(readme.startsWith('# Pawsitter\n')).toBe(true);
    for (const heading of [
      '## Features',
      '## Tech stack',
      '## Getting started',
      '### Environment variables',
      '## Project structure',
      '## Brand',
      '## License',
    ]) {
      expect(readme).toContain(heading);
    }
    expect(readme).toContain('npm install');
    expect(readme).toContain('`DATABASE_URL`');
    expect(readme).toContain('`STRIPE_SECRET_KEY`');
    for (const feature of petSitterIdea.keyFeatures) expect(readme).toContain(`- ${feature}`);
    expect((readme.match(/```/g) ?? []).length % 2).toBe(0);
  });
});
