/**
 * The naming vocabulary of each archetype of the knowledge base (keyed by archetype id), reviewed
 * like copy: the picture words of the trade a founder would put on a shop sign, the qualities that
 * suit it and, where one exists, a short word from another language that names something of the
 * trade. The archetype's own `vocabulary` mixes nouns, verbs and adjectives; names need to know
 * which is which to pair them ("Golden Crumb", never "Crumb Golden" or "Rise & Gentle").
 *
 * - `nouns`: concrete things of the trade, singular, one word ("crumb", "hearth", "paw").
 * - `qualities`: keys of `QUALITIES` that suit the trade (a bakery is golden and warm, a law
 *   practice fair and steady).
 * - `foreign`: a word of another language, said as written, with its meaning ("forno", Italian
 *   for oven); never a word with an unfortunate meaning elsewhere.
 */
export interface ForeignWord {
  word: string;
  language: string;
  meaning: string;
}

export interface TradeWords {
  nouns: readonly string[];
  qualities: readonly string[];
  foreign?: readonly ForeignWord[];
}

/** Qualities a name can claim, with what each brings to mind (used in the explanations). */
export const QUALITIES: Readonly<Record<string, string>> = {
  golden: 'warmth and quality',
  warm: 'warmth and welcome',
  honest: 'honest, unfussy work',
  daily: 'something people come back to every day',
  rustic: 'hand-made simplicity',
  little: 'a friendly, small-scale welcome',
  bright: 'optimism',
  gentle: 'care and a light touch',
  fresh: 'freshness',
  happy: 'joy',
  clever: 'cleverness',
  curious: 'curiosity',
  steady: 'reliability',
  clear: 'clarity',
  true: 'honesty',
  sure: 'confidence',
  tidy: 'order and care',
  wild: 'a free spirit',
  kind: 'kindness',
  swift: 'speed',
  keen: 'eagerness',
  calm: 'calm',
  still: 'stillness',
  quiet: 'calm and focus',
  bold: 'confidence',
  wise: 'good judgement',
  fair: 'fairness',
  noble: 'dignity',
  merry: 'cheer',
  sunny: 'cheer',
  sweet: 'sweetness',
  good: 'goodness',
  loyal: 'loyalty',
  clean: 'a clean finish',
  sleek: 'polish',
  sharp: 'precision',
  nimble: 'agility',
  handy: 'practical skill',
  trusty: 'dependability',
  strong: 'strength',
  open: 'openness',
  fluent: 'ease',
  silver: 'polish',
  rich: 'depth of flavour',
  cosy: 'comfort',
  loud: 'a voice that carries',
  brave: 'courage',
  plain: 'simplicity',
  common: 'shared ground',
  busy: 'lively activity',
  safe: 'safety',
  smart: 'cleverness',
  able: 'capability',
  candid: 'unposed honesty',
  humble: 'modesty',
};

const w = (nouns: string, qualities: string, foreign: ForeignWord[] = []): TradeWords => ({
  nouns: nouns.split(' '),
  qualities: qualities.split(' '),
  ...(foreign.length > 0 ? { foreign } : {}),
});
const f = (word: string, language: string, meaning: string): ForeignWord => ({ word, language, meaning });

export const TRADE_WORDS: Readonly<Record<string, TradeWords>> = {
  'marketing-agency': w(
    'signal spark echo beacon orbit flare megaphone compass',
    'bold bright loud keen clever',
  ),
  'web-design-studio': w('pixel grid canvas frame line ink kern studio', 'bold clean clever bright sharp'),
  'clinic-compliance-software': w(
    'audit shield proof ledger guard tick seal checklist',
    'clear sure steady true safe',
  ),
  'developer-api-tool': w('stack hook pipe node relay byte loop kit socket', 'swift nimble keen open clever'),
  'shift-scheduling-software': w('shift rota roster crew clock swap cover', 'swift steady handy clear sure'),
  'trades-scheduling-software': w(
    'van wrench route crew spanner toolbox bolt',
    'swift handy sure steady keen',
  ),
  'fitness-habit-app': w('streak pulse stride rep peak habit step', 'daily bold strong keen swift'),
  'language-learning-app': w('word voice lingo phrase echo chat accent', 'fluent clever daily bright keen', [
    f('parla', 'Italian', 'speak'),
  ]),
  'personal-finance-app': w(
    'penny coin jar nest pocket vault sprout piggy',
    'clever steady smart tidy little',
  ),
  'specialty-coffee-roaster': w(
    'bean roast ember cherry kiln brew grind drum cup kettle mug',
    'golden warm bold rich daily',
  ),
  'handmade-jewellery-shop': w(
    'gem gleam charm facet petal moon locket bead ember wren',
    'little golden silver wild gentle',
  ),
  'sustainable-apparel-brand': w(
    'thread loom stitch weave moss linen seam cotton fern',
    'kind honest good gentle wild plain',
  ),
  'coding-school': w(
    'code byte pixel loop bot quest bit robot chip gear rocket circuit spark',
    'clever bright curious little bold nimble',
    [f('kodo', 'Esperanto', 'code'), f('techne', 'Greek', 'craft, skill')],
  ),
  'language-school': w('word voice bridge accent phrase globe', 'fluent bright open clever', [
    f('parla', 'Italian', 'speak'),
  ]),
  'tutoring-service': w(
    'step spark ladder lamp mentor path owl quill pencil',
    'bright clever keen kind steady',
  ),
  'artisan-bakery': w(
    'loaf crumb crust oven hearth dough rye flour mill ember wheat sheaf',
    'golden warm honest daily rustic little',
    [
      f('forno', 'Italian', 'oven'),
      f('miga', 'Spanish', 'crumb'),
      f('brot', 'German', 'bread'),
      f('levain', 'French', 'sourdough starter'),
      f('crosta', 'Italian', 'crust'),
      f('horno', 'Spanish', 'oven'),
    ],
  ),
  'catering-company': w(
    'feast table plate platter spoon harvest ladle supper fork',
    'golden warm merry rustic good',
  ),
  'coffee-shop': w('bean roast brew cup steam mug kettle saucer', 'warm daily little golden cosy'),
  'food-truck': w('grill flame spice wheel street skillet ember smoke', 'bold wild swift little'),
  '3d-printed-products': w('layer forge print form spool model mould', 'clever nimble bold sharp bright'),
  'ebike-conversion-kits': w('volt spoke cadence torque pedal ride gear hill', 'swift nimble bold keen'),
  'smart-home-device': w('hearth sense haven ember node beacon dew', 'calm clever smart quiet warm bright'),
  'dental-clinic': w(
    'smile pearl grin enamel floss crown gleam molar mint ivory tooth shine',
    'bright gentle fresh kind clean happy',
    [f('dente', 'Italian', 'tooth')],
  ),
  'physiotherapy-clinic': w('motion stride balance spine flex step', 'steady strong gentle nimble'),
  'therapy-practice': w(
    'haven harbour anchor light bloom shore lantern',
    'kind still steady calm gentle quiet',
  ),
  'yoga-studio': w(
    'breath flow lotus sun root balance mat pose fern willow moon',
    'calm still gentle bright quiet warm',
    [
      f('sukha', 'Sanskrit', 'ease, happiness'),
      f('dhyana', 'Sanskrit', 'meditation'),
      f('sattva', 'Sanskrit', 'clarity, goodness'),
      f('surya', 'Sanskrit', 'the sun'),
    ],
  ),
  'cleaning-service': w('sparkle shine polish broom mop suds gleam bubble', 'fresh bright tidy clean sunny'),
  'handyman-service': w(
    'toolbox level bolt wrench hammer nail bench beam plumb pipe tap valve',
    'handy sure steady trusty true good',
  ),
  'mobile-dog-grooming': w(
    'paw tail coat wag suds pup brush bubble snout comb fetch bath whisker',
    'happy clean tidy good merry',
  ),
  'freelance-services-marketplace': w(
    'crew guild bench talent hand forge craft',
    'keen able nimble handy bright',
  ),
  'local-tutors-marketplace': w('tutor spark owl lamp quill path mentor', 'bright clever keen kind little'),
  'pet-care-marketplace': w('paw lead walk wag buddy trail pack stroll', 'happy good loyal little merry'),
  'secondhand-furniture-marketplace': w(
    'loft nest oak attic hearth room chair drawer porch parlour walnut teak dresser',
    'good honest little warm rustic',
  ),
  'online-course-creator': w(
    'academy path guild studio lab mentor level skill ladder chalk',
    'bright clever keen bold open',
  ),
  'paid-newsletter': w(
    'dispatch letter brief post ink quill wire note gazette column',
    'sharp clear keen daily bold',
  ),
  'podcast-network': w('wave echo signal mic tune booth cast channel air hum', 'loud bold bright clear wild'),
  'youtube-education-channel': w('lens spark chalk lab orbit atlas clip', 'curious bright clever keen bold'),
  'animal-rescue': w('paw haven home tail whisker ark hope shelter friend', 'kind loyal gentle good happy'),
  'community-food-bank': w('pantry harvest table basket bread larder plenty hand', 'kind good common warm'),
  'youth-mentoring-charity': w(
    'compass bridge step path lantern anchor north spark harbour',
    'bright bold brave kind steady',
  ),
  'hair-salon': w(
    'shear curl strand mane fringe gloss lock wave comb braid',
    'bold sleek wild golden silver',
  ),
  'personal-trainer': w('rep lift stride core forge pulse peak', 'strong bold keen steady swift'),
  'photography-studio': w(
    'frame light lens shutter focus glow moment flash film print veil ring',
    'golden bright still true candid silver',
  ),
  'wedding-planner': w(
    'vow ribbon bloom aisle toast promise veil ring petal lace',
    'golden sweet merry little true silver',
  ),
  'bookkeeping-practice': w(
    'ledger tally column sum ink coin penny balance abacus invoice receipt quill',
    'steady clear true sure tidy honest',
  ),
  'law-practice': w(
    'counsel scale pillar seal oak charter clause quill gavel',
    'fair sure true steady clear noble',
  ),
  'management-consultancy': w(
    'compass bridge lever north keystone summit keel beacon atlas helm anchor harbour',
    'clear true bold sure steady keen wise',
    [f('kairos', 'Greek', 'the right moment')],
  ),
  florist: w('petal stem bloom meadow blossom garden fern bud ivy', 'wild little fresh sweet sunny gentle', [
    f('fleur', 'French', 'flower'),
    f('fiore', 'Italian', 'flower'),
  ]),
  'independent-bookshop': w(
    'page chapter shelf spine ink story margin quill book nook leaf',
    'little curious quiet wild good',
  ),
  'independent-boutique': w(
    'thread rail stitch loom wardrobe drape hem button lace',
    'little bold sleek golden wild',
  ),
  'kids-activity-box': w(
    'spark tinker wonder doodle kit sprout rocket pip crate crayon',
    'little curious busy bright happy',
  ),
  'meal-kit-box': w(
    'basket harvest supper table pantry fork crate skillet hearth spoon',
    'fresh good warm rustic daily',
  ),
  'pet-supplies-subscription': w(
    'paw wag tail bowl fetch whisker kibble pack buddy den trot purr',
    'happy good loyal little merry',
  ),
};

/** Qualities for a business the knowledge base does not know. */
export const DEFAULT_QUALITIES: readonly string[] = [
  'bright',
  'true',
  'clear',
  'bold',
  'keen',
  'good',
  'swift',
  'steady',
  'open',
  'sure',
  'wise',
  'fair',
];

/** Plain words that close a long name by saying what the business is ("Golden Crumb Bakery"). */
export const TRADE_DESCRIPTORS: Readonly<Record<string, readonly string[]>> = {
  'marketing-agency': ['Marketing', 'Agency', 'Media'],
  'web-design-studio': ['Design', 'Studio', 'Web'],
  'clinic-compliance-software': ['Compliance', 'Health'],
  'developer-api-tool': ['Labs', 'Dev'],
  'shift-scheduling-software': ['Shifts', 'Rota'],
  'trades-scheduling-software': ['Trades', 'Jobs'],
  'fitness-habit-app': ['Fitness', 'Fit'],
  'language-learning-app': ['Languages', 'Language'],
  'personal-finance-app': ['Money', 'Finance'],
  'specialty-coffee-roaster': ['Coffee', 'Roasters'],
  'handmade-jewellery-shop': ['Jewellery', 'Studio'],
  'sustainable-apparel-brand': ['Apparel', 'Clothing'],
  'coding-school': ['Coding', 'Academy', 'Labs'],
  'language-school': ['Languages', 'School'],
  'tutoring-service': ['Tutoring', 'Learning'],
  'artisan-bakery': ['Bakery', 'Bakehouse', 'Bread'],
  'catering-company': ['Catering', 'Kitchen'],
  'coffee-shop': ['Coffee', 'Cafe'],
  'food-truck': ['Kitchen', 'Street Food'],
  '3d-printed-products': ['Works', 'Studio'],
  'ebike-conversion-kits': ['Bikes', 'Cycles'],
  'smart-home-device': ['Home', 'Labs'],
  'dental-clinic': ['Dental', 'Dentistry', 'Dental Care'],
  'physiotherapy-clinic': ['Physio', 'Physiotherapy'],
  'therapy-practice': ['Therapy', 'Counselling'],
  'yoga-studio': ['Yoga', 'Studio'],
  'cleaning-service': ['Cleaning', 'Cleaners'],
  'handyman-service': ['Repairs', 'Home Repairs', 'Handyman'],
  'mobile-dog-grooming': ['Grooming', 'Dog Grooming'],
  'freelance-services-marketplace': ['Talent', 'Collective'],
  'local-tutors-marketplace': ['Tutors', 'Learning'],
  'pet-care-marketplace': ['Pet Care', 'Pets'],
  'secondhand-furniture-marketplace': ['Vintage', 'Furniture', 'Finds'],
  'online-course-creator': ['Academy', 'School'],
  'paid-newsletter': ['Press', 'Dispatch'],
  'podcast-network': ['Audio', 'Podcasts', 'Media'],
  'youtube-education-channel': ['Learning', 'Media'],
  'animal-rescue': ['Rescue', 'Animal Rescue'],
  'community-food-bank': ['Food Bank', 'Pantry'],
  'youth-mentoring-charity': ['Mentoring', 'Youth'],
  'hair-salon': ['Salon', 'Hair'],
  'personal-trainer': ['Fitness', 'Training'],
  'photography-studio': ['Photography', 'Studio', 'Photo'],
  'wedding-planner': ['Weddings', 'Events'],
  'bookkeeping-practice': ['Bookkeeping', 'Accounts'],
  'law-practice': ['Law', 'Legal'],
  'management-consultancy': ['Advisory', 'Partners', 'Consulting'],
  florist: ['Flowers', 'Florist'],
  'independent-bookshop': ['Books', 'Bookshop'],
  'independent-boutique': ['Boutique', 'Store'],
  'kids-activity-box': ['Kids', 'Box'],
  'meal-kit-box': ['Kitchen', 'Meals'],
  'pet-supplies-subscription': ['Pets', 'Pet Supply'],
};
