import { fieldLabel } from './field-labels';

describe('field labels', () => {
  it('turns a field name into words, abbreviations in capitals', () => {
    expect(fieldLabel('missionStatement')).toBe('Mission statement');
    expect(fieldLabel('databaseSchema')).toBe('Database schema');
    expect(fieldLabel('primaryColor')).toBe('Primary color');
    expect(fieldLabel('apiSpecification')).toBe('API specification');
    expect(fieldLabel('vibeCodingPrompts')).toBe('Vibe coding prompts');
    expect(fieldLabel('seo_keywords')).toBe('SEO keywords');
  });

  it('names the fields camelCase spells badly from the table', () => {
    expect(fieldLabel('selectedName')).toBe('Selected name');
    expect(fieldLabel('maxLength')).toBe('Name length');
    expect(fieldLabel('fontPrimary')).toBe('Primary font');
    expect(fieldLabel('generatedStories')).toBe('User stories');
    expect(fieldLabel('generatedLogos')).toBe('Logos');
    expect(fieldLabel('revenueKind')).toBe('Business model');
  });
});
