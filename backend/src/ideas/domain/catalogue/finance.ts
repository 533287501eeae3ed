import type { CatalogueIdea } from './catalogue-idea';

export const financeIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'freelancer-tax-set-aside',
    title: 'Freelancer Tax Set-Aside Account',
    description:
      "Every client payment that lands is split automatically: a percentage moves to a tax bucket sized from the freelancer's real income and deductions. Quarterly estimated-tax reminders come with the exact amount already saved.",
    businessIdea:
      'A banking add-on that automatically saves the right amount of tax from each freelance payment',
    targetAudience: 'US freelancers and independent contractors paid on 1099s',
    industry: 'finance',
    keyFeatures: [
      'Bank connection with automatic percentage transfers',
      'Set-aside rate recalculated from income and expenses',
      'Quarterly estimate reminders with payment links',
      'Deduction tracker with receipt capture',
    ],
    potentialRevenue: '$150K-$500K ARR in year two at $9 per month',
  },
  {
    slug: 'subcontractor-invoice-advance',
    title: 'Invoice Advances for Subcontractors',
    description:
      'Construction subcontractors wait 60 to 90 days for general contractors to pay. This service advances up to 85% of an approved invoice within 48 hours and collects from the general contractor, with transparent flat fees.',
    businessIdea: 'Fast, transparent invoice advances for construction subcontractors',
    targetAudience: 'Electrical, plumbing, drywall and HVAC subcontractors with $500K-$10M annual revenue',
    industry: 'finance',
    keyFeatures: [
      'Invoice upload with general contractor verification',
      'Advance decision within 48 hours',
      'Flat fee shown before acceptance',
      'Lien waiver and pay application tracking',
    ],
    potentialRevenue: '$600K-$2M fee revenue in year two',
  },
  {
    slug: 'marketplace-payout-reconciliation',
    title: 'Marketplace Payout Reconciliation',
    description:
      'Matches every Amazon, Etsy and Shopify payout to its orders, fees, refunds and sales tax and posts clean summary entries to QuickBooks or Xero. Sellers and their bookkeepers close the month in minutes instead of days.',
    businessIdea: 'Automatic bookkeeping of marketplace payouts for online sellers',
    targetAudience: 'Online sellers doing $100K-$5M a year across marketplaces, and their bookkeepers',
    industry: 'finance',
    keyFeatures: [
      'Connections to Amazon, Etsy, Shopify and eBay',
      'Payout-to-order matching with fee breakdown',
      'Summary journal entries for QuickBooks and Xero',
      'Sales tax collected report by state',
      'Multi-client view for bookkeepers',
    ],
    potentialRevenue: '$250K-$800K ARR in year two',
  },
  {
    slug: 'roommate-bill-splitter',
    title: 'Roommate Bill Splitter',
    description:
      'Roommates connect the utility, internet and rent accounts once and every bill is split by agreed shares as it arrives. Reminders and payment links go out automatically, so nobody has to chase anyone.',
    businessIdea: 'An app that splits and collects shared household bills between roommates automatically',
    targetAudience: 'Young professionals and students sharing apartments with 2 to 5 roommates',
    industry: 'finance',
    keyFeatures: [
      'Bill detection from connected accounts',
      'Custom split rules per bill',
      'Payment links and automatic reminders',
      'Move-in and move-out settlement',
    ],
    potentialRevenue: '$100K-$350K revenue in year two from premium households',
  },
  {
    slug: 'cash-flow-forecast',
    title: '13-Week Cash Flow Forecast',
    description:
      'Builds a rolling 13-week cash forecast from bank feeds, open invoices and recurring bills, and shows the week money gets tight. Owners test scenarios such as a late client payment or a new hire before they commit.',
    businessIdea: 'A rolling cash-flow forecast for small businesses built from their bank and invoices',
    targetAudience: 'Owners and finance managers of small businesses with $1M-$20M revenue',
    industry: 'finance',
    keyFeatures: [
      'Bank and accounting software connections',
      'Automatic 13-week forecast updated daily',
      'Scenario planning for hires, loans and late payers',
      'Low-cash alerts weeks in advance',
      'Shareable view for lenders and advisors',
    ],
    potentialRevenue: '$200K-$600K ARR in year two',
  },
  {
    slug: 'nonprofit-fund-tracker',
    title: 'Restricted Fund Tracker for Nonprofits',
    description:
      'Small nonprofits track each grant and restricted donation against what it may be spent on and when it must be reported. Year-end donor statements and grant reports are produced from the same records.',
    businessIdea: 'A grant and restricted-donation tracker for small nonprofits',
    targetAudience: 'Nonprofits with annual budgets of $200K-$5M and a part-time finance person',
    industry: 'finance',
    keyFeatures: [
      'Grant register with restrictions and deadlines',
      'Expense tagging against funds',
      'Donor receipts and year-end statements',
      'Grant report templates',
    ],
    potentialRevenue: '$120K-$400K ARR in year two',
  },
  {
    slug: 'gig-income-smoothing',
    title: 'Paycheck Smoothing for Gig Workers',
    description:
      'Gig earnings land in a buffer account and the app pays the worker a steady weekly salary from it, topping up in slow weeks from the surplus of busy ones. A clear dashboard shows how many weeks of buffer remain.',
    businessIdea: 'An app that turns irregular gig income into a steady weekly paycheck',
    targetAudience: 'Rideshare drivers, delivery couriers and freelancers with irregular income',
    industry: 'finance',
    keyFeatures: [
      'Income buffer account with weekly salary payouts',
      'Salary level suggested from earnings history',
      'Weeks-of-buffer indicator',
      'Bill calendar matched to paydays',
    ],
    potentialRevenue: '$200K-$700K revenue in year two from interchange and premium plans',
  },
];
