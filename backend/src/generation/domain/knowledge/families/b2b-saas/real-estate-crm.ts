import type { Archetype } from '../../archetype';

export const realEstateCrm: Archetype = {
  id: 'real-estate-crm',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'real estate CRM', plural: 'real estate CRMs' },
  description:
    'A CRM for real estate agents, realtors and small estate agencies: every enquiry from property portals, the website and the phone in one place, buyers matched to new listings, viewings booked and followed up, offers and sales tracked to completion, and vendors and landlords kept informed. Sold as a monthly subscription per agent, with team plans for agencies.',
  keywords: [
    'real estate CRM',
    'CRM for real estate agents',
    'real estate agents',
    'realtors',
    'realtor',
    'estate agents',
    'estate agency software',
    'property CRM',
    'leads',
    'lead follow-up',
    'property portals',
    'listings',
    'viewings',
    'showings',
    'buyers',
    'sellers',
    'vendors',
    'sales pipeline',
    'open house',
  ],
  segments: [
    {
      id: 'agents',
      role: { singular: 'real estate agent', plural: 'real estate agents' },
      qualifier: 'who juggle dozens of buyers and a handful of listings',
      jobs: [
        'answer every new enquiry within minutes',
        'remember which buyers want what and call them when the right property comes up',
        'book viewings and follow up the same day',
      ],
      pains: [
        'Leads arrive by portal email, web form, text and phone, and some are never answered.',
        'Follow-ups live in a notebook, so warm buyers go cold and buy through another agent.',
      ],
      persona: {
        firstName: 'Danielle',
        profile: 'a realtor in her fourth year who closed 22 sales last year, mostly from referrals',
        goals: ['Every lead answered within 15 minutes', 'A list each morning of who to call today'],
        frustrations: [
          'Typing the same viewing notes into three places',
          'Losing a buyer she forgot to call back',
        ],
      },
    },
    {
      id: 'agency-owners',
      role: { singular: 'agency owner', plural: 'agency owners' },
      qualifier: 'who run a branch of three to fifteen agents',
      jobs: [
        'see every listing, offer and sale in progress across the team',
        'know which lead sources bring sales',
      ],
      pains: [
        'When an agent leaves, their contacts and notes leave with them.',
        'The sales pipeline is rebuilt in a spreadsheet every Monday for the team meeting.',
      ],
      persona: {
        firstName: 'Richard',
        profile: 'the owner of an independent estate agency with two branches and eleven negotiators',
        goals: ['One pipeline for both branches', 'Commission worked out without a spreadsheet'],
        frustrations: ['Paying for portal listings without knowing which bring sales'],
      },
    },
  ],
  valuePropositions: [
    'Every enquiry from the property portals, the website and the phone lands in one inbox, is answered with a template in a minute and assigned to an agent.',
    'Buyers’ budgets and wish lists are saved, and they are matched to each new listing with one click to send it to them.',
    'Viewings are booked with the seller’s availability, confirmed by text and followed up the same evening with a feedback request.',
    'Agency owners see every offer and sale in progress, the lead sources that bring sales and each agent’s commission, in one pipeline.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description: 'A per-agent subscription at $30-80 a month, with annual plans at two months free.',
      price: { low: 30, typical: 49, high: 80, per: 'agent per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2.5 },
    },
    {
      kind: 'subscription',
      description:
        'Agency team plans at $200-600 a month for up to 15 agents, with portal feeds and reporting.',
      price: { low: 200, typical: 350, high: 600, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1.5 },
    },
    {
      kind: 'unit-sales',
      description: 'Paid onboarding and data import from the old system at $300-1,500.',
      price: { low: 300, typical: 600, high: 1500, per: 'agency' },
    },
  ],
  costs: [
    { label: 'developers and product work', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    {
      label: 'cloud hosting, email and text message sending',
      kind: 'variable',
      monthly: { low: 300, high: 2000 },
    },
    { label: 'property portal and listing feed fees', kind: 'fixed', monthly: { low: 200, high: 1200 } },
    { label: 'customer support and onboarding', kind: 'fixed', monthly: { low: 1500, high: 6000 } },
    { label: 'payment processing fees', kind: 'cost-of-goods', shareOfRevenue: 0.03 },
    {
      label: 'property trade shows, search ads and a free-trial funnel',
      kind: 'acquisition',
      monthly: { low: 1500, high: 6000 },
    },
  ],
  kpis: [
    'paying agents',
    'monthly recurring revenue',
    'trials that convert to paid',
    'monthly churn of agents and agencies',
    'leads answered within 15 minutes by customers',
    'agents active in the app each week',
  ],
  risks: [
    {
      risk: 'Agents try it, keep working from their phone and notebook, and cancel after the trial.',
      mitigation:
        'Import their contacts and portal leads on day one, and make the morning call list the first screen of the app.',
    },
    {
      risk: 'A property portal changes or closes its lead feed.',
      mitigation:
        'Read leads from portal emails as a fallback and support more than one portal in each market.',
    },
    {
      risk: 'Contacts are messaged without consent and the customer is fined or reported.',
      mitigation:
        'Record consent and its source for each contact, add unsubscribe links to every bulk email and block messaging to contacts who opted out.',
    },
    {
      risk: 'Large all-in-one agency platforms bundle a CRM for free.',
      mitigation:
        'Win on speed for a single agent, a fair per-agent price, and exports that make leaving easy, so agents trust starting.',
    },
  ],
  competitors: [
    'all-in-one estate agency software suites',
    'general-purpose CRMs adapted by the agent',
    'brokerage-provided CRMs',
    'spreadsheets, notebooks and phone contacts',
  ],
  features: [
    {
      id: 'lead-inbox',
      title: 'One inbox for portal and website leads',
      usedBy: ['agents', 'agency-owners'],
      action:
        'see every new enquiry from portals, the website and calls in one list and reply from a template',
      benefit: 'answer every lead within minutes',
      acceptance: [
        'Leads from connected portals and the website form appear within a minute, with the property they asked about.',
        'An unanswered lead older than 15 minutes is highlighted and its assigned agent is notified once.',
        'A reply sent from a template is logged on the contact’s timeline with the time sent.',
      ],
      entities: ['contact', 'lead', 'listing', 'agent'],
      integrations: ['property portal lead feeds', 'Twilio'],
      size: 4,
    },
    {
      id: 'buyer-matching',
      title: 'Buyer wish lists matched to new listings',
      usedBy: ['agents'],
      action: 'save each buyer’s budget, area and must-haves, and see the buyers who match a new listing',
      benefit: 'call the right buyers first when a property comes on',
      acceptance: [
        'A new listing shows the buyers whose budget, area and bedrooms match, best match first.',
        'Sending the listing to matched buyers logs it on each contact and never sends the same listing twice.',
        'A buyer marked as bought elsewhere drops out of matching.',
      ],
      entities: ['contact', 'buyer requirement', 'listing'],
      integrations: ['Resend'],
      size: 3,
    },
    {
      id: 'viewings',
      title: 'Viewing booking with feedback',
      usedBy: ['agents'],
      action: 'book a viewing in a slot the seller allows and record the buyer’s feedback afterwards',
      benefit: 'run viewings without double bookings and pass feedback to the seller the same day',
      acceptance: [
        'Only slots inside the seller’s viewing times and free in the agent’s calendar are offered.',
        'Buyer and seller get a text confirmation, and the buyer a reminder two hours before.',
        'A feedback request goes to the buyer the same evening, and their answer is shared with the seller once the agent approves it.',
      ],
      entities: ['viewing appointment', 'listing', 'contact'],
      integrations: ['Google Calendar', 'Twilio'],
      size: 3,
    },
    {
      id: 'follow-up-list',
      title: 'Daily call list and follow-up reminders',
      usedBy: ['agents'],
      action: 'open a list each morning of the contacts to call today, with why and the last note',
      benefit: 'stop warm buyers and sellers slipping through the cracks',
      acceptance: [
        'The list includes leads not yet answered, viewings held yesterday and follow-ups due today, in that order.',
        'Logging a call sets the next follow-up date from a choice of 1, 3, 7 or 30 days.',
        'A contact with no activity for 60 days is suggested for a check-in call.',
      ],
      entities: ['contact', 'task'],
      integrations: [],
      size: 2,
    },
    {
      id: 'offers-pipeline',
      title: 'Offers and sales pipeline',
      usedBy: ['agency-owners', 'agents'],
      action:
        'track each listing from valuation to listed, under offer, sold subject to contract and completed',
      benefit: 'see every deal and the fees coming in without a Monday spreadsheet',
      acceptance: [
        'Each offer records the buyer, the amount, the date and whether the seller accepted it.',
        'The pipeline shows the fee expected from each sale and the expected completion month.',
        'A sale that has not moved stage in 14 days is flagged to its agent.',
      ],
      entities: ['listing', 'offer'],
      integrations: [],
      size: 3,
    },
    {
      id: 'team-reports',
      title: 'Team reports and commission',
      usedBy: ['agency-owners'],
      action:
        'see leads, viewings, offers and completed sales for each negotiator and lead source, with commission due',
      benefit: 'know which portals and people bring sales',
      acceptance: [
        'Reports can be filtered by branch, agent and month, and exported as a spreadsheet.',
        'Commission is worked out from each completed sale’s fee and the agent’s agreed split.',
        'When an agent leaves, their contacts and listings are reassigned, never deleted.',
      ],
      entities: ['offer', 'lead'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'agent', plural: 'agents' },
      fields: [
        'name:text',
        'email:text',
        'branch:text',
        'commission_split_percent:numeric',
        'active:boolean',
      ],
    },
    {
      name: { singular: 'contact', plural: 'contacts' },
      fields: [
        'name:text',
        'email:text',
        'phone:text',
        'kind:text',
        'agent_id:uuid',
        'consent_source:text',
        'next_follow_up_on:date',
      ],
    },
    {
      name: { singular: 'lead', plural: 'leads' },
      fields: [
        'contact_id:uuid',
        'listing_id:uuid',
        'source:text',
        'received_at:timestamp',
        'answered_at:timestamp',
      ],
    },
    {
      name: { singular: 'buyer requirement', plural: 'buyer requirements' },
      fields: [
        'contact_id:uuid',
        'max_price:integer',
        'areas:text[]',
        'min_bedrooms:integer',
        'must_haves:text[]',
      ],
    },
    {
      name: { singular: 'listing', plural: 'listings' },
      fields: [
        'address:text',
        'seller_contact_id:uuid',
        'asking_price:integer',
        'bedrooms:integer',
        'stage:text',
        'fee_percent:numeric',
      ],
    },
    {
      name: { singular: 'viewing appointment', plural: 'viewing appointments' },
      fields: [
        'listing_id:uuid',
        'buyer_contact_id:uuid',
        'agent_id:uuid',
        'starts_at:timestamp',
        'feedback:text',
      ],
    },
    {
      name: { singular: 'offer', plural: 'offers' },
      fields: [
        'listing_id:uuid',
        'buyer_contact_id:uuid',
        'amount:integer',
        'status:text',
        'completed_on:date',
      ],
    },
    {
      name: { singular: 'task', plural: 'tasks' },
      fields: ['contact_id:uuid', 'agent_id:uuid', 'due_on:date', 'reason:text', 'done_at:timestamp'],
    },
  ],
  compliance: [
    'GDPR and consent records for marketing to contacts (CAN-SPAM and TCPA for email and texts in the US)',
    'anti-money-laundering checks on buyers and sellers where the agency must do them',
    'data processing agreements with each agency customer',
    'SOC 2-style access controls as agencies grow',
  ],
  complexity: 2,
  vocabulary: ['key', 'door', 'home', 'keystone', 'porch', 'deal', 'pipeline', 'close', 'address', 'street'],
  brandMotifs: ['house', 'key', 'handshake', 'chart'],
};
