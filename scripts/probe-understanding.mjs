// Probes step 1 (Quick Generate's idea from free text) and step 2 (the business definition) offline
// over founder ideas that are not in the labelled corpus, and prints for each the archetype chosen,
// its score, the runner-up and the archetype step 2 writes about. A reading aid for finding
// businesses the knowledge base maps to another business; not a test.
//
//   npm run build:server && node scripts/probe-understanding.mjs [--definitions] [filter]
//
// --definitions also prints step 2's summary, problem and solution for each idea.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = '../backend/dist/generation/domain';
const { understandFounder } = require(`${dist}/understanding/understand.js`);
const { archetypeForIdea } = require(`${dist}/understanding/idea-archetype.js`);
const { ideaFromText } = require(`${dist}/offline/ideas.js`);
const { generateBusinessDefinition } = require(`${dist}/offline/business-definition.js`);
const { createRng } = require(`${dist}/offline/prng.js`);

/** Ideas founders type, none of them in the corpus: classic software startups, then everyday businesses. */
const IDEAS = [
  'CRM for freelancers',
  'A simple CRM for small sales teams to track their pipeline',
  'Project management tool for small teams',
  'A task manager and to-do app for remote teams',
  'Team chat app for companies',
  'Music streaming app for indie artists',
  'A platform where independent musicians sell their music and merch to fans',
  'Podcast hosting platform',
  'A dating app for people over 50',
  'Habit tracker app',
  'Budgeting app for young people',
  'Recipe app with weekly meal plans',
  'Language learning app',
  'Fitness app with home workouts',
  'Note-taking app',
  'Password manager for families',
  'Job board for tech jobs',
  'Recruiting software for startups to hire engineers',
  'Event ticketing platform for small venues',
  'Online learning platform for professionals',
  'HR and payroll software for small businesses',
  'Inventory management for small shops',
  'Restaurant reservation app',
  'Telehealth app for online doctor visits',
  'Real estate listings website',
  'Freelancer marketplace for designers',
  'A social network for book lovers',
  'Newsletter platform for writers',
  'Mobile game studio',
  'AI writing assistant',
  'Email marketing tool for online stores',
  'Customer support helpdesk software',
  'Expense tracking app for couples',
  'Meditation and sleep app',
  'Website builder for small businesses',
  'Accounting software for freelancers',
  'Online appointment booking for salons',
  'Food delivery app',
  'Ride sharing app',
  'A marketplace for renting camping gear',
  'Piano tuner',
  'Food truck selling tacos',
  'Driving school',
  'Maths tutoring for teenagers',
  'Wedding planner',
  'Car wash',
  'Laundromat',
  'Locksmith',
  'Bookshop with a cafe',
  'Microbrewery',
  'Vet clinic',
  'Daycare for toddlers',
  'House cleaning service',
  'Wedding photography',
  'Personal trainer',
  'Plumber',
  'Florist',
  'Bakery',
  'Yoga studio',
  'Escape room',
  'Bike shop',
  'Dog walking',
  'Tailor and alterations shop',
  'Barber shop',
  'Window cleaning business',
  'Dance studio for kids',
  'Pottery classes',
  'Accountant for small businesses',
  'Physiotherapist',
  'Hotel',
  'Pizza restaurant',
  'Catering for weddings',
  // Added with the kb8 archetypes: other ways of naming the same businesses.
  'Indie game developer making puzzle games',
  'Restaurant delivery platform for a small town',
  'Online community for new parents',
  'Peer-to-peer camera gear rental',
  'Wedding dress alterations',
  'Sleep stories app for insomnia',
  'Mobile car valeting',
  'Dry cleaner',
  'Ballet school for children',
  // Added with the kb10 archetypes: businesses that were written up as another trade.
  'Piano tuning and repair at home',
  'Piano technician visiting homes and schools',
  'Dog walking service',
  'Dog walker and pet sitter',
  'Boutique hotel',
  'A 20-room hotel by the sea',
  'Team chat app',
  'Slack alternative for small companies',
  'Drama club for kids',
  'Chess club for kids',
  'Gymnastics club for kids',
  'After-school clubs for primary children',
  'Bike hire',
  'Bike rental for tourists',
  'Invoicing software for small agencies',
  // Added with kb11: software for businesses whose kind is a person, and clubs read as other trades.
  'Booking software for yoga studios',
  'Booking software for gyms',
  'Scheduling software for piano technicians',
  'Booking app for locksmiths',
  'Order management software for florists',
  'Youth football club',
  'Football club for adults',
  'Sunday league football team',
  'Kids party entertainer',
  'Football coaching for kids',
  'Drama club for children on Saturdays',
  'B2B cybersecurity audit firm for small companies',
  'Roofing contractor',
  'Roofer',
  "A children's dentist",
  'An online shop selling handmade soap',
  'I want to start a podcast',
];

const showDefinitions = process.argv.includes('--definitions');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));
const pad = (s, n) => String(s).padEnd(n);

for (const [i, text] of IDEAS.entries()) {
  if (filter && !text.toLowerCase().includes(filter.toLowerCase())) continue;
  const u = understandFounder({ text }, { nouns: false, generic: true });
  const [first, second] = u.ranking;
  const idea = ideaFromText(text, '1000-5000', createRng(1000 + i));
  const request = {
    businessIdea: idea.businessIdea,
    targetAudience: idea.targetAudience,
    industry: idea.industry,
    description: idea.description,
    keyFeatures: idea.keyFeatures,
  };
  const step2 = archetypeForIdea(request);
  console.log(
    `${pad(text, 62)} ${pad(u.primary.id, 30)} ${pad(first?.total.toFixed(1), 5)} ` +
      `2nd ${pad(second?.archetype.id ?? '', 30)} ${pad(second?.total.toFixed(1) ?? '', 5)} step2 ${step2.id}`,
  );
  if (showDefinitions) {
    const d = generateBusinessDefinition(request, createRng(1000 + i));
    console.log(`   idea: ${idea.businessIdea} | ${idea.targetAudience}`);
    for (const key of Object.keys(d)) {
      if (d[key]) console.log(`   ${key}: ${typeof d[key] === 'string' ? d[key] : JSON.stringify(d[key])}`);
    }
  }
}
