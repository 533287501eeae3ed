import type { Archetype } from '../../archetype';

export const communityPharmacy: Archetype = {
  id: 'community-pharmacy',
  family: 'health-and-wellness',
  industry: 'healthcare',
  kind: { singular: 'community pharmacy', plural: 'community pharmacies' },
  description:
    'An independent community pharmacy with a pharmacist on duty all day: dispensing prescriptions from local doctors, managing repeat medicines for regular patients, delivering prescriptions to people who cannot get out, giving flu and travel vaccinations and advice on minor ailments, and selling over-the-counter medicines and health products. Most income comes from dispensing, so keeping regular patients and getting every item out on time is the daily work.',
  keywords: [
    'pharmacy',
    'pharmacies',
    'pharmacist',
    'chemist',
    'drugstore',
    'prescription',
    'prescriptions',
    'repeat prescriptions',
    'prescription delivery',
    'dispensing',
    'medicines',
    'medication',
    'flu jab',
    'flu vaccinations',
    'travel vaccinations',
    'over-the-counter',
    'minor ailments',
    'blister packs',
  ],
  segments: [
    {
      id: 'regular-patients',
      role: { singular: 'regular patient', plural: 'regular patients' },
      qualifier: 'on repeat medicines for a long-term condition',
      jobs: [
        'order repeat medicines before they run out',
        'know when the prescription is ready or on its way',
        'get medicines delivered when getting to the pharmacy is hard',
      ],
      pains: [
        'Repeat requests get lost between the doctor’s surgery and the pharmacy, and the last tablets run out.',
        'A trip to collect ends in being told an item is owed and to come back tomorrow.',
      ],
      persona: {
        firstName: 'Margaret',
        profile:
          'a 74-year-old retired postmistress with diabetes and high blood pressure on five regular medicines',
        goals: ['Her medicines delivered on the same day each month', 'A call when anything changes'],
        frustrations: ['Running out over a bank holiday', 'Two trips for one prescription'],
      },
    },
    {
      id: 'carers',
      role: { singular: 'family carer', plural: 'family carers' },
      qualifier: 'who manage a parent’s medicines',
      jobs: [
        'keep a parent’s medicines ordered and delivered',
        'ask the pharmacist about a new medicine or side effect',
      ],
      pains: [
        'Managing someone else’s repeats means calls to the surgery and the pharmacy in working hours.',
        'There is nobody to ask when a new medicine arrives with a changed dose.',
      ],
      persona: {
        firstName: 'David',
        profile: 'a sales manager who looks after his father’s medicines from an hour’s drive away',
        goals: ['Every repeat ordered without his reminding anyone', 'A message when a delivery has arrived'],
        frustrations: ['Finding out from his father that a medicine is missing'],
      },
    },
    {
      id: 'walk-in-customers',
      role: { singular: 'walk-in customer', plural: 'walk-in customers' },
      qualifier: 'wanting a vaccination or quick advice',
      jobs: [
        'book a flu jab or travel vaccine at a time that suits',
        'get advice on a minor illness without a doctor’s appointment',
      ],
      pains: [
        'Doctors’ appointments are weeks away for something a pharmacist could deal with today.',
        'Turning up for a flu jab means waiting while prescriptions are dispensed.',
      ],
      persona: {
        firstName: 'Sofia',
        profile: 'a 35-year-old architect flying to Kenya in five weeks who needs travel vaccines',
        goals: ['All her travel vaccines in one or two visits', 'A booked time in her lunch hour'],
        frustrations: ['Being told to come back when the pharmacist is free'],
      },
    },
  ],
  valuePropositions: [
    'Regular patients and their carers order repeat medicines online and are told when they are ready or out for delivery, instead of phoning the surgery and the pharmacy.',
    'Prescriptions are delivered to the door in a chosen slot, with a signature for medicines that need one.',
    'Flu jabs, travel vaccines and minor-ailment consultations are booked online into the pharmacist’s clinic times, not squeezed between prescriptions.',
    'Items owed are tracked and the patient is texted the moment they come in, so nobody makes a wasted trip.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Prescription items dispensed, paid by the public health service or insurers plus any patient charge, at an average of $30-70 an item, of which the pharmacy keeps about a fifth after the medicine’s cost.',
      price: { low: 30, typical: 50, high: 70, per: 'item' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 1.5 },
    },
    {
      kind: 'bookings',
      description:
        'Vaccinations and clinical services: flu jabs at $15-30, travel vaccines at $50-150 a dose, and paid consultations for minor ailments.',
      price: { low: 15, typical: 40, high: 150, per: 'service' },
    },
    {
      kind: 'unit-sales',
      description:
        'Over-the-counter medicines, health and beauty products at $5-30, about a third of it margin.',
      price: { low: 5, typical: 12, high: 30, per: 'item' },
    },
    {
      kind: 'unit-sales',
      description:
        'Delivery charges of $3-6 a delivery where deliveries are not free, or a yearly delivery plan at $30-60.',
      price: { low: 3, typical: 5, high: 6, per: 'delivery' },
    },
  ],
  costs: [
    { label: 'medicines and stock bought from wholesalers', kind: 'cost-of-goods', shareOfRevenue: 0.72 },
    { label: 'pharmacists’ and dispensing staff wages', kind: 'fixed', monthly: { low: 14000, high: 30000 } },
    { label: 'rent and rates for the pharmacy', kind: 'fixed', monthly: { low: 2000, high: 6000 } },
    { label: 'delivery driver, van and fuel', kind: 'fixed', monthly: { low: 1800, high: 3500 } },
    {
      label: 'dispensing system, patient records and card fees',
      kind: 'variable',
      monthly: { low: 400, high: 1200 },
    },
    {
      label: 'registration, indemnity insurance and vaccine fridges',
      kind: 'fixed',
      monthly: { low: 300, high: 900 },
    },
    {
      label: 'leaflets, signage and local health campaigns',
      kind: 'acquisition',
      monthly: { low: 150, high: 600 },
    },
  ],
  kpis: [
    'prescription items dispensed per month',
    'regular patients using repeat ordering',
    'items owed for more than two days',
    'deliveries made in the promised slot',
    'vaccinations given per season',
    'dispensing errors caught at the final check',
  ],
  risks: [
    {
      risk: 'A dispensing error gives a patient the wrong medicine or dose.',
      mitigation:
        'Scan every item against the prescription, keep a separate final check by the pharmacist and record and review every near miss.',
    },
    {
      risk: 'Reimbursement per item falls while medicine prices rise, squeezing the dispensing margin.',
      mitigation:
        'Grow paid services (vaccinations, consultations, delivery plans) and buy from more than one wholesaler to cut the cost of stock.',
    },
    {
      risk: 'Medicine shortages leave patients without their regular items.',
      mitigation:
        'Track owed items daily, order from a second wholesaler, and tell the prescriber early when a suitable alternative is needed.',
    },
    {
      risk: 'A delivery of controlled medicines goes to the wrong person or is left unattended.',
      mitigation:
        'Require a signature for controlled medicines, record every handover, and bring back anything undelivered the same day.',
    },
  ],
  competitors: [
    'pharmacy chains and supermarket pharmacies',
    'online and mail-order pharmacies',
    'doctors’ surgeries that dispense',
    'convenience shops selling over-the-counter medicines',
  ],
  features: [
    {
      id: 'repeat-ordering',
      title: 'Repeat prescription ordering',
      usedBy: ['regular-patients', 'carers'],
      action: 'tick the repeat medicines I need and have the pharmacy request them from the doctor',
      benefit: 'never run out of my regular medicines',
      acceptance: [
        'The patient sees their list of repeat medicines and ticks the ones needed this time.',
        'A request is sent to the doctor’s surgery within one working day and its status is shown to the patient.',
        'A reminder is sent 7 days before a repeat is due to run out, based on the quantity last dispensed.',
      ],
      entities: ['patient', 'prescription', 'prescription item'],
      integrations: ['electronic prescription service'],
      size: 4,
    },
    {
      id: 'ready-notifications',
      title: 'Ready-to-collect texts and owed items',
      usedBy: ['regular-patients', 'carers', 'staff'],
      action: 'get a text when my prescription is ready, and another when an owed item arrives',
      benefit: 'collect everything in one trip',
      acceptance: [
        'A text is sent only after the pharmacist’s final check is recorded.',
        'An item marked as owed shows the expected date, and the patient is texted when it is booked in.',
        'Staff see a list of owed items older than two days with the wholesaler it was ordered from.',
      ],
      entities: ['prescription', 'prescription item'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'home-delivery',
      title: 'Prescription delivery with delivery slots',
      usedBy: ['regular-patients', 'carers'],
      action: 'choose a delivery slot for my prescription and know when it has been handed over',
      benefit: 'get my medicines without leaving home',
      acceptance: [
        'Delivery slots are offered by area on the days the van covers it.',
        'Controlled medicines are handed over only against a signature, recorded on the driver’s phone.',
        'A carer named on the account is texted when the delivery is made or brought back.',
      ],
      entities: ['delivery', 'prescription', 'patient'],
      integrations: ['Twilio', 'Google Maps'],
      size: 3,
    },
    {
      id: 'vaccination-booking',
      title: 'Vaccination and clinic booking',
      usedBy: ['walk-in-customers'],
      action: 'book a flu jab, travel vaccine or consultation into the pharmacist’s clinic times',
      benefit: 'be seen at a set time without waiting behind the prescriptions',
      acceptance: [
        'Each service books its own length and is offered only when a pharmacist trained for it is on duty.',
        'The booking asks the screening questions for that vaccine, and answers that rule it out stop the booking with advice.',
        'Each vaccination records the batch number and site, and can be reported to the patient’s doctor.',
      ],
      entities: ['clinic appointment', 'patient'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'dispensing-board',
      title: 'Dispensing board with final checks',
      usedBy: ['staff', 'owner'],
      action: 'see every prescription from received to labelled, checked and handed out',
      benefit: 'get every item out on time without missing a check',
      acceptance: [
        'A prescription cannot be marked ready until every item is scanned and the pharmacist’s check is recorded.',
        'The board shows prescriptions due for delivery today first, then collections, oldest first.',
        'Controlled medicines record who dispensed, who checked and who handed out, in the register.',
      ],
      entities: ['prescription', 'prescription item', 'controlled drug entry'],
      integrations: [],
      size: 4,
    },
    {
      id: 'ask-pharmacist',
      title: 'Questions for the pharmacist',
      usedBy: ['carers', 'regular-patients'],
      action: 'send the pharmacist a question about a medicine and get a reply the same day',
      benefit: 'get advice without waiting for a doctor',
      acceptance: [
        'Questions are answered by a registered pharmacist, whose name is shown on the reply.',
        'A question sent before 4 pm on a working day is answered the same day.',
        'Messages are kept with the patient’s record and visible only to pharmacy staff and the patient or their named carer.',
      ],
      entities: ['patient', 'message'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'patient', plural: 'patients' },
      fields: [
        'name:text',
        'born_on:date',
        'phone:text',
        'address:text',
        'doctor_surgery:text',
        'carer_email:text',
      ],
    },
    {
      name: { singular: 'prescription', plural: 'prescriptions' },
      fields: [
        'patient_id:uuid',
        'prescriber:text',
        'received_at:timestamp',
        'checked_by:text',
        'fulfilment:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'prescription item', plural: 'prescription items' },
      fields: [
        'prescription_id:uuid',
        'medicine:text',
        'strength:text',
        'quantity:integer',
        'is_repeat:boolean',
        'owed_until:date',
      ],
    },
    {
      name: { singular: 'delivery', plural: 'deliveries' },
      fields: [
        'prescription_id:uuid',
        'slot_from:timestamp',
        'slot_to:timestamp',
        'signed_by:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'clinic appointment', plural: 'clinic appointments' },
      fields: ['patient_id:uuid', 'service:text', 'starts_at:timestamp', 'batch_number:text', 'status:text'],
    },
    {
      name: { singular: 'controlled drug entry', plural: 'controlled drug entries' },
      fields: [
        'prescription_item_id:uuid',
        'quantity:integer',
        'dispensed_by:text',
        'checked_by:text',
        'handed_to:text',
      ],
    },
    {
      name: { singular: 'message', plural: 'messages' },
      fields: [
        'patient_id:uuid',
        'question:text',
        'answer:text',
        'answered_by:text',
        'answered_at:timestamp',
      ],
    },
  ],
  compliance: [
    'pharmacy and pharmacist registration (General Pharmaceutical Council in the UK, the state board of pharmacy in the US) with a responsible pharmacist on duty',
    'controlled drugs register, safe storage and signed handover',
    'HIPAA in the US and GDPR in the UK and EU for patient records',
    'vaccination under written protocols, with cold-chain records for vaccine fridges',
    'electronic prescription service and public health service contract terms',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['cross', 'mortar', 'leaf', 'remedy', 'dose', 'care', 'green', 'bottle', 'vial', 'heal'],
  brandMotifs: ['pill', 'cross', 'heart', 'leaf'],
};
