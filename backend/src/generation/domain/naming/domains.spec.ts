import { domainLabel, domainsFor } from './domains';

describe('domainsFor', () => {
  it('suggests the chosen extension, another that suits the style and a get/try/hq form', () => {
    expect(domainsFor('CodeHive', 'Modern & Tech', '.com')).toEqual({
      domain: 'codehive.com',
      alternatives: ['codehive.io', 'getcodehive.com'],
    });
    expect(domainsFor('Ashridge Dental', 'Professional & Corporate', '.com').alternatives).toEqual([
      'ashridgedental.co',
      'ashridgedentalhq.com',
    ]);
    expect(domainsFor('Kivo', 'Short & Memorable', '.co').alternatives).toEqual(['kivo.io', 'trykivo.co']);
  });

  it('folds accents and drops everything but letters and digits', () => {
    expect(domainLabel('Café & Crème')).toBe('cafecreme');
  });
});
