import type { FounderCase } from './founder-case';

/**
 * Founders of the later archetypes (boat trips, gardens, removals, home care, beauty, pet boarding,
 * IT support, interiors), written as founders type: short, long, and messy.
 */
export const foundersE: readonly FounderCase[] = [
  // boat trips and charters
  {
    id: 'coastal-boat-charter',
    input: { text: 'Boat charter for day trips along the coast' },
    accepted: ['boat-tour-operator'],
  },
  {
    id: 'seal-trips',
    input: {
      text: 'I have a skipper licence and want to run boat trips from the harbour to see seals and dolphins, plus sunset cruises in summer',
    },
    accepted: ['boat-tour-operator'],
  },
  {
    id: 'fishing-trips-messy',
    input: { text: 'fishing trips n private boat hire for groups, stag dos etc' },
    accepted: ['boat-tour-operator'],
  },
  {
    id: 'tour-operator-trade',
    input: {
      interests: 'the sea, sailing, wildlife',
      skills: 'skippering boats, guiding tourists',
      industry: 'other',
      customIndustry: 'Tourism',
    },
    accepted: ['boat-tour-operator'],
  },
  // landscaping and garden maintenance
  {
    id: 'landscaping-garden-maintenance',
    input: { text: 'A landscaping and garden maintenance business' },
    accepted: ['landscaping-gardening'],
  },
  {
    id: 'lawn-mowing-round',
    input: {
      text: 'I want to start a gardening round cutting lawns and hedges for older people, and do patios and turfing in the summer',
    },
    accepted: ['landscaping-gardening'],
  },
  {
    id: 'landscaper-messy',
    input: { text: 'landscaper - garden clearance, fencing, grass cutting' },
    accepted: ['landscaping-gardening'],
  },
  {
    id: 'yard-work-trade',
    input: {
      interests: 'plants, being outdoors',
      skills: 'garden design, mowing, hard landscaping',
      industry: 'other',
      customIndustry: 'Landscaping',
    },
    accepted: ['landscaping-gardening'],
  },
  {
    id: 'tree-surgeon',
    input: { text: 'tree surgeon' },
    accepted: ['landscaping-gardening'],
  },
  // removals and moving companies
  {
    id: 'removals-company',
    input: { text: 'A removals company' },
    accepted: ['removals-company'],
  },
  {
    id: 'house-moves-storage',
    input: {
      text: 'I drive a Luton van and want to start a proper moving company doing house moves, packing and storage between homes',
    },
    accepted: ['removals-company'],
  },
  {
    id: 'man-and-van-messy',
    input: { text: 'man and van, student moves and small flat removals' },
    accepted: ['removals-company'],
  },
  {
    id: 'office-relocation',
    input: { text: 'Office relocation service for small businesses moving premises over a weekend' },
    accepted: ['removals-company'],
  },
  // home care for older people
  {
    id: 'senior-home-care',
    input: { text: 'Home care agency for elderly people' },
    accepted: ['home-care-agency'],
  },
  {
    id: 'carer-own-agency',
    input: {
      text: 'I have been a carer for ten years and want to open my own domiciliary care agency so older people can stay in their own homes',
    },
    accepted: ['home-care-agency'],
  },
  {
    id: 'senior-care-messy',
    input: { text: 'caregivers for seniors at home, companionship + personal care, dementia' },
    accepted: ['home-care-agency'],
  },
  {
    id: 'care-trade',
    input: {
      interests: 'looking after older people',
      skills: 'care work, nursing',
      industry: 'healthcare',
    },
    accepted: ['home-care-agency'],
  },
  // beauty salons, nail bars and spas
  {
    id: 'nail-bar-beauty-salon',
    input: { text: 'A nail bar and beauty salon' },
    accepted: ['beauty-salon'],
  },
  {
    id: 'beautician-own-salon',
    input: {
      text: 'I am a qualified beautician opening a salon for nails, lash extensions, brows, waxing and facials, with spa days for hen parties',
    },
    accepted: ['beauty-salon'],
  },
  {
    id: 'nails-messy',
    input: { text: 'nails n lashes studio, gel acrylics infills' },
    accepted: ['beauty-salon'],
  },
  {
    id: 'day-spa',
    input: { text: 'A small day spa with massage, facials and pamper packages' },
    accepted: ['beauty-salon'],
  },
  // dog daycare and boarding
  {
    id: 'dog-daycare-boarding',
    input: { text: 'Dog daycare and boarding' },
    accepted: ['dog-daycare-boarding', 'pet-care-marketplace'],
  },
  {
    id: 'doggy-daycare-farm',
    input: {
      text: 'We have a paddock and a barn and want to open a doggy daycare with a pickup van and a few boarding kennels for holidays',
    },
    accepted: ['dog-daycare-boarding'],
  },
  {
    id: 'dog-hotel-messy',
    input: { text: 'dog hotel / kennels, also cats maybe' },
    accepted: ['dog-daycare-boarding'],
  },
  {
    id: 'pet-boarding-trade',
    input: {
      interests: 'dogs, animal behaviour',
      skills: 'dog handling, running kennels',
      industry: 'other',
      customIndustry: 'Pet boarding',
    },
    accepted: ['dog-daycare-boarding'],
  },
  {
    id: 'doggy-day-care-short',
    input: { text: 'doggy day care' },
    accepted: ['dog-daycare-boarding', 'pet-care-marketplace'],
  },
  // IT support for small businesses
  {
    id: 'it-support-small-business',
    input: { text: 'IT support for small businesses' },
    accepted: ['it-support-provider'],
  },
  {
    id: 'msp-per-user',
    input: {
      text: 'A managed service provider looking after Microsoft 365, laptops, backups and cyber security for local offices for a monthly fee per user',
    },
    accepted: ['it-support-provider'],
  },
  {
    id: 'helpdesk-messy',
    input: { text: 'helpdesk + computer repairs for local firms, networks, wifi etc' },
    accepted: ['it-support-provider'],
  },
  {
    id: 'sysadmin-trade',
    input: {
      interests: 'computers, networks',
      skills: 'systems administration, helpdesk support',
      industry: 'technology',
      customIndustry: 'IT services',
    },
    accepted: ['it-support-provider'],
  },
  // interior design studios
  {
    id: 'interior-design-studio',
    input: { text: 'An interior design studio' },
    accepted: ['interior-design-studio'],
  },
  {
    id: 'interior-designer-homes',
    input: {
      text: 'I trained as an interior designer and want my own business doing mood boards, floor plans and sourcing furniture for people renovating their homes',
    },
    accepted: ['interior-design-studio'],
  },
  {
    id: 'interiors-messy',
    input: { text: 'interiors + home styling, one room e-design packages' },
    accepted: ['interior-design-studio'],
  },
  {
    id: 'interiors-trade',
    input: {
      interests: 'interiors, furniture, colour',
      skills: 'interior design, space planning',
      industry: 'creative',
    },
    accepted: ['interior-design-studio'],
  },
];
