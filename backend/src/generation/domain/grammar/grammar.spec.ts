import words from 'an-array-of-english-words';
import {
  presentThirdPerson,
  capitalise,
  counted,
  indefiniteArticle,
  joinList,
  lowerFirst,
  pluralize,
  possessive,
  roleProblems,
  sentence,
  singularize,
  titleCase,
  withArticle,
} from './index';

/** Every 97th word of the English word list: a fixed, broad sample. */
const sample = words.filter((_w, i) => i % 97 === 0);

describe('indefinite articles follow pronunciation', () => {
  it.each([
    ['unicorn', 'a'],
    ['hour', 'an'],
    ['European bakery', 'a'],
    ['SEO audit', 'an'],
    ['URL', 'a'],
    ['MBA', 'an'],
    ['honest review', 'an'],
    ['artisan bakery', 'an'],
    ['university', 'a'],
    ['one-off cake', 'a'],
    ['iOS app', 'an'],
    ['HIPAA audit', 'a'],
    ['NGO', 'an'],
    ['B2B SaaS product', 'a'],
    ['8-week course', 'an'],
    ['18th birthday', 'an'],
    ['11-plus tutor', 'an'],
    ['100-seat cafe', 'a'],
    ['x-ray', 'an'],
    ['herbalist', 'an'],
    ['yoga studio', 'a'],
    ['user', 'a'],
    ['FAQ page', 'an'],
    ['CRM', 'a'],
  ])('%s takes %s', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
    expect(withArticle(phrase)).toBe(`${article} ${phrase}`);
  });

  it('gives "a" to every word that starts with b, c, d, g, j, k, p, q, t, v, w or z', () => {
    const consonantWords = sample.filter((w) => /^[bcdgjkpqtvwz]/.test(w) && !/^(mb|ts|czar)/.test(w));
    expect(consonantWords.length).toBeGreaterThan(1000);
    const wrong = consonantWords.filter((w) => indefiniteArticle(w) !== 'a');
    expect(wrong).toEqual([]);
  });

  it('gives "an" to words starting with a, e, i or o, except those said with a consonant sound', () => {
    const vowelWords = sample.filter((w) => /^[aio]/.test(w) && !/^(one|once|ouija|onesie)/.test(w));
    const wrong = vowelWords.filter((w) => indefiniteArticle(w) !== 'an');
    expect(wrong.length / vowelWords.length).toBeLessThan(0.01);
  });
});

describe('plurals and singulars come from the inflection libraries', () => {
  it.each([
    ['bakery', 'bakeries'],
    ['business', 'businesses'],
    ['hair salon', 'hair salons'],
    ['coffee shop', 'coffee shops'],
    ['person', 'people'],
    ['child', 'children'],
    ['loaf', 'loaves'],
    ['class', 'classes'],
    ['booking', 'bookings'],
    ['parent of a teen', 'parents of a teen'],
    ['analysis', 'analyses'],
    ['data', 'data'],
    ['staff', 'staff'],
    ['API', 'API'],
  ])('%s -> %s', (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
    expect(singularize(plural)).toBe(singular);
  });

  it('is stable: the plural of the singular of a plural is that plural', () => {
    const nouns = sample.filter((w) => w.length > 3).slice(0, 150);
    const unstable = nouns.filter((w) => {
      const p = pluralize(w);
      return pluralize(singularize(p)) !== p;
    });
    expect(unstable.length / nouns.length).toBeLessThan(0.02);
  });

  it('counts with the right number', () => {
    expect(counted(1, 'loaf')).toBe('1 loaf');
    expect(counted(3, 'loaf')).toBe('3 loaves');
  });

  it('makes possessives', () => {
    expect(possessive('the bakery')).toBe("the bakery's");
    expect(possessive('customers')).toBe("customers'");
    expect(possessive('James')).toBe("James's");
    expect(possessive('children')).toBe("children's");
  });
});

describe('title case', () => {
  it.each([
    ['ai tutor for b2b saas teams', 'AI Tutor for B2B SaaS Teams'],
    ['bread club and wholesale accounts', 'Bread Club and Wholesale Accounts'],
    ['an iOS app for dog walkers', 'An iOS App for Dog Walkers'],
    ['click-and-collect for the high street', 'Click-and-Collect for the High Street'],
    ['what it is for', 'What It Is For'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });

  it('only changes case, and is idempotent', () => {
    for (const phrase of [
      'seo audits for an MBA program',
      'the sourdough bakery on the high street',
      'pre-orders with Square',
    ]) {
      const title = titleCase(phrase);
      expect(title.toLowerCase()).toBe(phrase.toLowerCase());
      expect(titleCase(title)).toBe(title);
    }
  });
});

describe('lists and sentences', () => {
  it('joins lists', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['bread'])).toBe('bread');
    expect(joinList(['bread', 'cakes'])).toBe('bread and cakes');
    expect(joinList(['bread', 'cakes', 'coffee'])).toBe('bread, cakes and coffee');
    expect(joinList(['a', 'b'], 'or')).toBe('a or b');
  });

  it('marks off list items that have their own "and" or comma, so each reads whole', () => {
    expect(joinList(['online booking with prices shown', 'reminders and easy rescheduling'])).toBe(
      'online booking with prices shown, and reminders and easy rescheduling',
    );
    expect(
      joinList(['block, report and date check-in', 'photo-verified profiles', 'a few matches a day']),
    ).toBe('block, report and date check-in; photo-verified profiles; and a few matches a day');
    // Brackets hold their own commas; 'or' inside an item only matters to an 'or' list.
    expect(joinList(['GDPR (health, religion)', 'age checks', 'a tailor or seamstress'])).toBe(
      'GDPR (health, religion), age checks and a tailor or seamstress',
    );
    expect(joinList(['tea or coffee', 'juice'], 'or')).toBe('tea or coffee, or juice');
  });

  it('finishes sentences once', () => {
    expect(sentence('we bake daily ')).toBe('We bake daily.');
    expect(sentence('Is it fresh?')).toBe('Is it fresh?');
    expect(sentence('the the loaf , fresh')).toBe('The loaf, fresh.');
    expect(capitalise('iOS first')).toBe('iOS first');
    expect(lowerFirst('Pre-orders')).toBe('pre-orders');
    expect(lowerFirst('SEO audits')).toBe('SEO audits');
    expect(lowerFirst('Christmas orders outrun the bars')).toBe('Christmas orders outrun the bars');
    expect(lowerFirst('Saturday classes fill first')).toBe('Saturday classes fill first');
  });
});

describe('role phrases', () => {
  it('rejects roles that start or end with a function word', () => {
    expect(roleProblems('without a marketing team')).not.toEqual([]);
    expect(roleProblems('of small private clinic')).not.toEqual([]);
    expect(roleProblems('to save and invest')).not.toEqual([]);
    expect(roleProblems('pet owner')).toEqual([]);
    expect(roleProblems('clinic manager')).toEqual([]);
  });
});

describe('present-tense verbs said of one person', () => {
  it('adds -s by the spelling rule, never reading the base form as a past tense', () => {
    const cases: Record<string, string> = {
      rent: 'rents', // not 'rends' (the past of rend)
      found: 'founds', // 'who found companies', not 'finds'
      wound: 'wounds',
      ground: 'grounds',
      watch: 'watches',
      fix: 'fixes',
      carry: 'carries',
      buy: 'buys',
      go: 'goes',
      do: 'does',
      have: 'has',
      are: 'is',
    };
    for (const [base, third] of Object.entries(cases)) expect(presentThirdPerson(base)).toBe(third);
  });

  it("makes a noun phrase's qualifier agree when the phrase is made singular", () => {
    expect(singularize('landlords who rent')).toBe('landlord who rents');
    expect(singularize('owners who also rent out rooms')).toBe('owner who also rents out rooms');
    expect(singularize('parents of teens')).toBe('parent of teens');
  });
});
