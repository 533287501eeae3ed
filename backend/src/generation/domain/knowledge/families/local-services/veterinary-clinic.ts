import type { Archetype } from '../../archetype';

export const veterinaryClinic: Archetype = {
  id: 'veterinary-clinic',
  family: 'local-services',
  industry: 'healthcare',
  kind: { singular: 'veterinary clinic', plural: 'veterinary clinics' },
  description:
    'An independent small-animal vet practice with two or three vets and a team of nurses: consultations, vaccinations, neutering and routine surgery, dental work, a pharmacy counter and a preventive health plan paid monthly. Same-day appointments for sick pets, reminders for boosters and clear estimates before treatment are what owners judge it by.',
  keywords: [
    'vet',
    'vets',
    'veterinary',
    'veterinarian',
    'veterinary clinic',
    'veterinary practice',
    'vet practice',
    'vet clinic',
    'animal hospital',
    'pets',
    'pet',
    'cats',
    'dogs',
    'rabbits',
    'vaccinations',
    'neutering',
    'spaying',
    'pet health plan',
    'small animal',
    'animal clinic',
  ],
  segments: [
    {
      id: 'pet-owners',
      role: { singular: 'pet owner', plural: 'pet owners' },
      qualifier: 'with a dog or cat registered at the practice',
      jobs: [
        'book a same-day appointment for a pet that is unwell',
        'know when the next vaccination is due',
        'reorder a pet’s regular medication',
      ],
      pains: [
        'The phone line is busy at 8.30 am, and the same-day slots are gone by the time a call gets through.',
        'The bill after treatment is far higher than expected, with no estimate given first.',
      ],
      persona: {
        firstName: 'Gemma',
        profile: 'a physiotherapist whose eleven-year-old Labrador has arthritis and needs monthly check-ups',
        goals: [
          'Book his check-ups online at a time she can make',
          'Reorder his pain relief without a visit',
        ],
        frustrations: ['Phoning at opening time and waiting in a queue', 'Surprise bills'],
      },
    },
    {
      id: 'new-owners',
      role: { singular: 'new pet owner', plural: 'new pet owners' },
      qualifier: 'with a puppy or kitten in its first year',
      jobs: ['book the first vaccinations and a microchip', 'spread the cost of routine care over the year'],
      pains: [
        'Vaccinations, flea and worm treatment and neutering add up to a large first-year bill.',
        'Nobody sets out what is due when, and the second vaccination is easily missed.',
      ],
      persona: {
        firstName: 'Leo',
        profile: 'a first-time dog owner with a ten-week-old cockapoo puppy',
        goals: ['Know every first-year appointment in advance', 'Pay for routine care monthly'],
        frustrations: ['Conflicting advice online', 'Forgetting the booster'],
      },
    },
  ],
  valuePropositions: [
    'Owners book consultations online, including same-day slots released each morning, instead of queuing on the phone at opening time.',
    'Every treatment beyond a consultation comes with a written estimate the owner accepts before work starts.',
    'Vaccination, flea and worm reminders are sent automatically, so boosters are not missed.',
    'A monthly pet health plan covers routine care and discounts, spreading the cost over the year.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Consultations at $60-90, with vaccinations at $40-90 and dental cleans at $300-800.',
      price: { low: 60, typical: 75, high: 90, per: 'consultation' },
      cadence: { purchasesPerMonth: 0.25, monthlyChurn: 1.5 },
    },
    {
      kind: 'bookings',
      description:
        'Neutering and routine surgery at $200-800, and diagnostics such as blood tests and X-rays at $100-400.',
      price: { low: 100, typical: 350, high: 800, per: 'procedure' },
    },
    {
      kind: 'subscription',
      description:
        'A preventive pet health plan at $20-45 a month covering vaccinations, flea and worm treatment and two check-ups.',
      price: { low: 20, typical: 30, high: 45, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
    {
      kind: 'unit-sales',
      description:
        'Medicines, prescription diets and flea and worm products at $15-120 from the pharmacy counter.',
      price: { low: 15, typical: 45, high: 120, per: 'item' },
    },
  ],
  costs: [
    { label: 'drugs, vaccines and lab fees', kind: 'cost-of-goods', shareOfRevenue: 0.22 },
    { label: 'vets’, nurses’ and receptionists’ wages', kind: 'fixed', monthly: { low: 25000, high: 60000 } },
    { label: 'rent for the practice', kind: 'fixed', monthly: { low: 3000, high: 8000 } },
    {
      label: 'X-ray, anaesthesia and lab equipment finance',
      kind: 'fixed',
      monthly: { low: 1500, high: 4000 },
    },
    { label: 'practice management software', kind: 'fixed', monthly: { low: 300, high: 900 } },
    { label: 'clinical waste, laundry and consumables', kind: 'variable', monthly: { low: 600, high: 2000 } },
    {
      label: 'professional indemnity insurance and registration fees',
      kind: 'fixed',
      monthly: { low: 300, high: 900 },
    },
    {
      label: 'local ads and events for new puppy and kitten owners',
      kind: 'acquisition',
      monthly: { low: 300, high: 1200 },
    },
  ],
  kpis: [
    'active clients seen in the last 18 months',
    'pet health plan members',
    'vaccination reminders turned into bookings',
    'average transaction value',
    'same-day slots filled',
    'estimates accepted',
  ],
  risks: [
    {
      risk: 'Corporate practice groups open nearby with lower vaccination prices and longer hours.',
      mitigation:
        'Compete on continuity and trust: the same vet for each pet, written estimates, and a health plan that rewards staying.',
    },
    {
      risk: 'A vet leaves and the practice cannot cover its appointments.',
      mitigation: 'Keep a bank of locum vets, and share clinical notes so any vet can pick up a case.',
    },
    {
      risk: 'A controlled drug is lost or recorded wrongly.',
      mitigation:
        'Keep a controlled drugs register with a running balance, checked and signed off each week.',
    },
    {
      risk: 'Unpaid bills after emergency treatment.',
      mitigation:
        'Take a deposit against the estimate for non-routine treatment and offer payment plans through a provider.',
    },
  ],
  competitors: [
    'corporate vet practice groups',
    'out-of-hours emergency vet hospitals',
    'online pet pharmacies',
    'vaccination clinics in pet superstores',
  ],
  features: [
    {
      id: 'online-appointments',
      title: 'Online appointments with same-day slots',
      usedBy: ['pet-owners', 'new-owners'],
      action: 'book a consultation online, including a same-day slot when my pet is unwell',
      benefit: 'get my pet seen today without queuing on the phone',
      acceptance: [
        'Same-day slots are released at 8 am and booked first come, first served.',
        'The owner picks the pet and writes the reason for the visit, which the vet sees before the consultation.',
        'Urgent symptoms such as breathing difficulty show a message to phone the practice immediately instead of booking.',
      ],
      entities: ['appointment', 'pet', 'client'],
      integrations: ['practice management system'],
      size: 3,
    },
    {
      id: 'estimates',
      title: 'Treatment estimates accepted online',
      usedBy: ['pet-owners'],
      action: 'receive a written estimate for treatment and accept it before work starts',
      benefit: 'know the cost before I agree to anything',
      acceptance: [
        'Procedures cannot be booked without an estimate accepted by the owner.',
        'If the cost will exceed the estimate by more than 10%, the owner must accept a revised one first.',
        'The estimate shows a low and a high figure for each line and the total range.',
      ],
      entities: ['estimate', 'pet', 'client'],
      integrations: [],
      size: 3,
    },
    {
      id: 'vaccination-reminders',
      title: 'Vaccination and parasite treatment reminders',
      usedBy: ['pet-owners', 'new-owners'],
      action: 'get a reminder when a vaccination, flea or worm treatment is due, with a link to book',
      benefit: 'keep my pet protected without tracking the dates myself',
      acceptance: [
        'A reminder is sent four weeks and one week before each vaccination is due, by email or text as the owner chose.',
        'Booking from the reminder link stops further reminders for that vaccination.',
        'Reminders stop when a pet is marked as moved away or deceased, and no message is sent that day.',
      ],
      entities: ['vaccination', 'pet', 'client'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'health-plan',
      title: 'Monthly pet health plan',
      usedBy: ['new-owners', 'pet-owners'],
      action: 'join a monthly health plan that covers my pet’s routine care',
      benefit: 'spread the cost of vaccinations and treatments over the year',
      acceptance: [
        'The plan price depends on the species and weight band of the pet, shown before sign-up.',
        'Treatments covered by the plan are marked as paid on the invoice; other items show the member discount.',
        'A failed payment pauses the plan’s cover and emails the owner a link to update their details.',
      ],
      entities: ['health plan', 'pet', 'client'],
      integrations: ['GoCardless'],
      size: 3,
    },
    {
      id: 'repeat-prescriptions',
      title: 'Repeat prescription requests',
      usedBy: ['pet-owners'],
      action: 'request my pet’s regular medication online and collect it when it is ready',
      benefit: 'keep up my pet’s treatment without an extra visit',
      acceptance: [
        'A repeat request must be approved by a vet, who can see when the pet was last examined.',
        'Requests for a pet not examined in the last six months prompt the owner to book a check-up.',
        'The owner is texted when the medication is ready to collect.',
      ],
      entities: ['prescription', 'pet'],
      integrations: [],
      size: 2,
    },
    {
      id: 'clinical-records',
      title: 'Consultation notes and drug records',
      usedBy: ['staff'],
      action: 'record each consultation’s history, examination, treatment and drugs dispensed',
      benefit: 'give any vet in the practice the full picture of a pet',
      acceptance: [
        'A clinical note is locked 24 hours after it is written; later changes are added as dated amendments.',
        'Controlled drugs dispensed are recorded in the register with the batch and the running balance.',
        'Each note records the vet who wrote it and the time, and cannot be deleted.',
      ],
      entities: ['pet', 'clinical note', 'prescription'],
      integrations: ['practice management system'],
      size: 4,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:text', 'email:text', 'phone:text', 'reminder_channel:text'],
    },
    {
      name: { singular: 'pet', plural: 'pets' },
      fields: [
        'client_id:uuid',
        'name:text',
        'species:text',
        'breed:text',
        'born_on:date',
        'weight_kg:numeric',
        'microchip_number:text',
      ],
    },
    {
      name: { singular: 'appointment', plural: 'appointments' },
      fields: ['pet_id:uuid', 'vet:text', 'starts_at:timestamp', 'reason:text', 'status:text'],
    },
    {
      name: { singular: 'estimate', plural: 'estimates' },
      fields: ['pet_id:uuid', 'lines:jsonb', 'total_cents:integer', 'accepted_at:timestamp'],
    },
    {
      name: { singular: 'vaccination', plural: 'vaccinations' },
      fields: ['pet_id:uuid', 'vaccine:text', 'given_on:date', 'due_on:date', 'batch:text'],
    },
    {
      name: { singular: 'health plan', plural: 'health plans' },
      fields: ['pet_id:uuid', 'tier:text', 'monthly_cents:integer', 'status:text', 'mandate_id:text'],
    },
    {
      name: { singular: 'prescription', plural: 'prescriptions' },
      fields: [
        'pet_id:uuid',
        'drug:text',
        'dose:text',
        'repeats_left:integer',
        'approved_by:text',
        'controlled:boolean',
      ],
    },
    {
      name: { singular: 'clinical note', plural: 'clinical notes' },
      fields: [
        'pet_id:uuid',
        'vet:text',
        'history:text',
        'examination:text',
        'treatment:text',
        'locked_at:timestamp',
      ],
    },
  ],
  compliance: [
    'veterinary practice registration and premises standards',
    'controlled drugs register and safe storage',
    'prescribing rules for veterinary medicines',
    'clinical waste disposal',
    'radiation safety for X-ray equipment',
    'GDPR for client records',
  ],
  complexity: 2,
  vocabulary: ['paw', 'heart', 'care', 'whisker', 'tail', 'ark', 'meadow', 'companion', 'heal', 'shelter'],
  brandMotifs: ['paw-print', 'stethoscope', 'heart-pulse', 'dog'],
};
