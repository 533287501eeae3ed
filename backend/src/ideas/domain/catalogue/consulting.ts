import type { CatalogueIdea } from './catalogue-idea';

export const consultingIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'fractional-cfo-startups',
    title: 'Fractional CFO for Seed Startups',
    description:
      'Gives seed-stage founders a part-time CFO who builds the financial model, runs the monthly board pack and prepares the data room for the next round. Fixed monthly packages replace an expensive full-time hire.',
    businessIdea: 'Part-time CFO services in fixed monthly packages for seed-stage startups',
    targetAudience: 'Venture-backed startups with 5 to 40 employees that raised $1M-$5M',
    industry: 'consulting',
    keyFeatures: [
      'Three-statement financial model and runway plan',
      'Monthly board reporting pack',
      'Fundraising data room preparation',
      'Investor update template and metrics',
    ],
    potentialRevenue: '$400K-$1M revenue in year two from $4K-$8K monthly retainers',
  },
  {
    slug: 'small-practice-hipaa-readiness',
    title: 'HIPAA Security Readiness for Small Practices',
    description:
      'A fixed-price package that runs the required security risk assessment for a small medical or dental practice, fixes the top gaps and trains staff. The practice ends with documented policies that stand up in an audit.',
    businessIdea: 'Fixed-price HIPAA security assessments and fixes for small medical practices',
    targetAudience: 'Independent medical, dental and therapy practices with 3 to 40 staff',
    industry: 'consulting',
    keyFeatures: [
      'Security risk assessment with a written report',
      'Policy and procedure templates tailored to the practice',
      'Staff phishing and privacy training',
      'Annual re-assessment subscription',
    ],
    potentialRevenue: '$300K-$800K revenue in year two',
  },
  {
    slug: 'manufacturer-erp-selection',
    title: 'ERP Selection Advisory for Manufacturers',
    description:
      'Guides small manufacturers through choosing an ERP system: process mapping, a requirement scorecard and scripted vendor demos. The independent advice prevents a six-figure mistake and the engagement can continue into implementation oversight.',
    businessIdea: 'Independent ERP selection advice for small and mid-sized manufacturers',
    targetAudience: 'Manufacturers with $10M-$150M revenue replacing spreadsheets or legacy systems',
    industry: 'consulting',
    keyFeatures: [
      'Process mapping workshops on the shop floor',
      'Weighted requirements scorecard',
      'Scripted vendor demos and reference checks',
      'Contract and pricing negotiation support',
      'Implementation oversight option',
    ],
    potentialRevenue: '$500K-$1.2M revenue in year two from $40K-$90K engagements',
  },
  {
    slug: 'restaurant-profit-turnaround',
    title: 'Restaurant Profit Turnaround',
    description:
      'A 90-day engagement that analyses menu item profitability, food cost and labour scheduling and then implements the changes with the team. Typical targets are three to six points of margin recovered.',
    businessIdea: 'A 90-day consulting program that restores restaurant profit margins',
    targetAudience: 'Independent restaurants and small groups with $1M-$10M revenue and thin margins',
    industry: 'consulting',
    keyFeatures: [
      'Menu engineering from point-of-sale data',
      'Recipe costing and supplier renegotiation',
      'Labour schedule aligned to sales forecasts',
      'Weekly profit scorecard',
    ],
    potentialRevenue: '$250K-$600K revenue in year two',
  },
  {
    slug: 'family-business-succession',
    title: 'Family Business Succession Planning',
    description:
      'Helps owners of family businesses plan the handover to the next generation or a management team over 12 to 36 months. It covers valuation, leadership development, ownership transfer and the family conversations that usually stall the process.',
    businessIdea: 'Structured succession planning for owners of family businesses',
    targetAudience: 'Family business owners aged 55 and older with $2M-$50M revenue',
    industry: 'consulting',
    keyFeatures: [
      'Readiness assessment of the business and successors',
      'Facilitated family meetings',
      'Successor leadership development plan',
      'Coordination with lawyers and accountants on the transfer',
    ],
    potentialRevenue: '$300K-$900K revenue in year two',
  },
  {
    slug: 'ai-adoption-workshops',
    title: 'AI Adoption Workshops for Small Teams',
    description:
      "A two-day workshop finds the repetitive tasks in a team's week and builds working AI-assisted workflows for the top five with the people who do the work. Teams leave with a playbook, usage guidelines and measured time savings.",
    businessIdea: 'Hands-on workshops that build practical AI workflows with small business teams',
    targetAudience: 'Professional services firms and agencies with 10 to 150 employees',
    industry: 'consulting',
    keyFeatures: [
      'Task inventory and time-savings estimate',
      'Workflows built live with the team',
      'Acceptable-use and data-privacy guidelines',
      '30-day follow-up to measure adoption',
    ],
    potentialRevenue: '$250K-$750K revenue in year two from $12K workshops',
  },
  {
    slug: 'rural-grant-writing',
    title: 'Grant Writing for Rural Organisations',
    description:
      'Finds and writes federal, state and foundation grants for rural nonprofits, clinics and small towns that lack a development office. Clients pay a monthly retainer instead of a percentage of awards, in line with grant ethics.',
    businessIdea: 'A grant research and writing service for rural nonprofits and municipalities',
    targetAudience: 'Rural nonprofits, health clinics, libraries and towns under 20,000 residents',
    industry: 'consulting',
    keyFeatures: [
      'Grant opportunity calendar matched to the organisation',
      'Proposal writing and budget narratives',
      'Post-award reporting support',
      'Shared document vault for recurring applications',
    ],
    potentialRevenue: '$200K-$500K revenue in year two',
  },
];
