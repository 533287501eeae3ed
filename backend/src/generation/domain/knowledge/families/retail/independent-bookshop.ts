import type { Archetype } from '../../archetype';

export const independentBookshop: Archetype = {
  id: 'independent-bookshop',
  family: 'retail',
  industry: 'other',
  kind: { singular: 'independent bookshop', plural: 'independent bookshops' },
  description:
    'A neighbourhood bookshop with a curated range, staff recommendations, special orders, author events and reading groups, often with a children’s corner and a coffee counter. Competes with online giants on taste and community.',
  keywords: [
    'bookshop',
    'bookstore',
    'books',
    'bookseller',
    'bookselling',
    'reading',
    'novels',
    'author events',
    'book club',
    'reading group',
    'children’s books',
    'story time',
    'literature',
    'library',
  ],
  segments: [
    {
      id: 'readers',
      role: { singular: 'keen reader', plural: 'keen readers' },
      qualifier: 'who buy a book or two a month',
      jobs: ['order a book the shop does not stock', 'get recommendations from someone who has read it'],
      pains: [
        'Special orders are written on a slip and the reader is never told when it arrives.',
        'Author events sell out before regulars hear of them.',
      ],
      persona: {
        firstName: 'Margaret',
        profile: 'a retired librarian in two reading groups who buys most books in person',
        goals: ['Be told when her order arrives', 'Get event tickets early'],
        frustrations: ['Phoning to ask whether an order is in'],
      },
    },
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'of young readers',
      jobs: ['book a place at Saturday story time', 'find books for a reluctant reader'],
      pains: [
        'Story time is first come, first served and often full.',
        'Reading-age advice is hard to find online.',
      ],
      persona: {
        firstName: 'Kofi',
        profile: 'a father of two who brings his children to story time most weekends',
        goals: ['A guaranteed place', 'Books matched to each child'],
        frustrations: ['Turning up to a full session'],
      },
    },
  ],
  valuePropositions: [
    'Readers order any book in print and get a message the day it arrives on the hold shelf.',
    'Author events and story time are ticketed online, so regulars get a seat instead of a queue.',
    'Recommendations come from booksellers who read, shown on each book’s page with their name.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description: 'New books at $12-35, with an average basket around $28.',
      price: { low: 12, typical: 28, high: 60, per: 'basket' },
    },
    {
      kind: 'bookings',
      description: 'Author event tickets at $8-25, often including the book.',
      price: { low: 8, typical: 15, high: 25, per: 'ticket' },
    },
    {
      kind: 'subscription',
      description: 'A book-of-the-month subscription at $25-35, chosen by the booksellers.',
      price: { low: 25, typical: 30, high: 35, per: 'month' },
    },
  ],
  costs: [
    { label: 'books bought from publishers and wholesalers', kind: 'cost-of-goods', shareOfRevenue: 0.6 },
    { label: 'shop rent and rates', kind: 'fixed', monthly: { low: 1200, high: 4000 } },
    { label: 'booksellers’ wages', kind: 'fixed', monthly: { low: 2500, high: 7000 } },
    { label: 'point of sale and stock system', kind: 'fixed', monthly: { low: 60, high: 200 } },
    { label: 'events, newsletter and local press', kind: 'acquisition', monthly: { low: 100, high: 500 } },
  ],
  kpis: [
    'sales per square metre',
    'stock turn',
    'special orders per week',
    'event tickets sold',
    'subscription members',
  ],
  risks: [
    {
      risk: 'Online retailers undercut every new release.',
      mitigation: 'Sell what they cannot: signed copies, events, curation and subscriptions.',
    },
    {
      risk: 'Thin margins on books.',
      mitigation: 'Add higher-margin lines (cards, stationery, coffee) and event tickets.',
    },
  ],
  competitors: [
    'online book retailers',
    'supermarket book aisles',
    'chain bookshops',
    'e-book and audiobook subscriptions',
  ],
  features: [
    {
      id: 'special-orders',
      title: 'Special orders with arrival alerts',
      usedBy: ['readers'],
      action: 'order a book the shop does not stock and pay on collection',
      benefit: 'get any book without waiting by the phone',
      acceptance: [
        'The order records the ISBN and an expected arrival date.',
        'The reader gets an email or text the day it reaches the hold shelf.',
      ],
      entities: ['special order', 'book', 'customer'],
      integrations: ['book wholesaler catalogue'],
      size: 3,
    },
    {
      id: 'event-tickets',
      title: 'Author event tickets',
      usedBy: ['readers'],
      action: 'buy a ticket for an author evening',
      benefit: 'be sure of a seat',
      acceptance: [
        'Ticket sales stop at the room’s capacity.',
        'Tickets that include a book reserve a copy from stock.',
      ],
      entities: ['event', 'ticket', 'customer'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'story-time',
      title: 'Story time bookings',
      usedBy: ['parents'],
      action: 'book places for my children at Saturday story time',
      benefit: 'know we have a place before we set off',
      acceptance: [
        'Each session has a limit of 15 children.',
        'Cancelling frees the places for the waiting list.',
      ],
      entities: ['event', 'ticket'],
      integrations: [],
      size: 2,
    },
    {
      id: 'staff-picks',
      title: 'Booksellers’ recommendations',
      usedBy: ['readers', 'parents'],
      action: 'browse staff picks by genre and reading age',
      benefit: 'find a book someone has actually read',
      acceptance: [
        'Each pick shows the bookseller’s name and a short review.',
        'Children’s picks can be filtered by reading age.',
      ],
      entities: ['book', 'recommendation'],
      integrations: [],
      size: 1,
    },
    {
      id: 'book-subscription',
      title: 'Book of the month subscription',
      usedBy: ['readers'],
      action: 'get a bookseller-chosen book each month',
      benefit: 'discover books I would not have picked',
      acceptance: [
        'A member can say which genres to avoid.',
        'A member can pause for a month before the 20th.',
      ],
      entities: ['subscription', 'customer', 'book'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'book', plural: 'books' },
      fields: [
        'isbn:text',
        'title:text',
        'author:text',
        'price_cents:integer',
        'stock:integer',
        'reading_age:text',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text'],
    },
    {
      name: { singular: 'special order', plural: 'special orders' },
      fields: ['customer_id:uuid', 'isbn:text', 'expected_on:date', 'status:text'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: ['title:text', 'starts_at:timestamp', 'capacity:integer', 'price_cents:integer'],
    },
    {
      name: { singular: 'ticket', plural: 'tickets' },
      fields: ['event_id:uuid', 'customer_id:uuid', 'places:integer', 'status:text'],
    },
    {
      name: { singular: 'recommendation', plural: 'recommendations' },
      fields: ['book_id:uuid', 'bookseller:text', 'review:text'],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['customer_id:uuid', 'avoid_genres:text[]', 'status:text', 'stripe_subscription_id:text'],
    },
  ],
  compliance: [
    'PCI DSS (through the card provider)',
    'GDPR for customer details',
    'safeguarding for children’s events',
  ],
  complexity: 1,
  vocabulary: ['page', 'chapter', 'shelf', 'spine', 'ink', 'story', 'margin', 'quill'],
  brandMotifs: ['book', 'open book', 'bookmark', 'library'],
};
