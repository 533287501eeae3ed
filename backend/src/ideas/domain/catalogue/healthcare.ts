import type { CatalogueIdea } from './catalogue-idea';

export const healthcareIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'clinic-cancellation-backfill',
    title: 'Cancellation Backfill for Therapy Clinics',
    description:
      'When a patient cancels, the service texts waitlisted patients in priority order and books the first one who accepts into the freed slot. Clinics recover appointments that would otherwise be lost and patients are seen sooner.',
    businessIdea:
      'A waitlist service that refills cancelled appointments in physiotherapy and chiropractic clinics',
    targetAudience:
      'Independent physiotherapy, chiropractic and massage therapy clinics with 2 to 20 practitioners',
    industry: 'healthcare',
    keyFeatures: [
      'Integration with Jane, Cliniko and Mindbody calendars',
      'Smart waitlist ranked by urgency and availability',
      'Two-way SMS booking in one reply',
      'Recovered revenue report per month',
    ],
    potentialRevenue: '$150K-$450K ARR in year two at $99 per clinic per month',
  },
  {
    slug: 'family-medication-coordinator',
    title: 'Family Medication Coordinator',
    description:
      'A shared app for siblings caring for an elderly parent: the dose schedule, refill dates and doctor notes live in one place. A missed dose or a late refill alerts whoever is on duty that week instead of everyone at once.',
    businessIdea: "A shared caregiving app that keeps families on top of a parent's medications and refills",
    targetAudience: 'Adult children aged 40 to 65 coordinating care for a parent living alone',
    industry: 'healthcare',
    keyFeatures: [
      'Medication schedule with photo-confirmed doses',
      'Caregiver rota with on-duty alerts',
      'Refill reminders linked to the pharmacy',
      'Visit notes shared with the whole family',
      'Printable medication list for appointments',
    ],
    potentialRevenue: '$90K-$300K ARR in year two from $8/month family plans',
  },
  {
    slug: 'mobile-phlebotomy-booking',
    title: 'At-Home Blood Draw Booking',
    description:
      "Patients book a certified phlebotomist to draw blood at home or at work and the sample is delivered to the lab on their doctor's order. Practices offer it to housebound patients and busy professionals without adding staff.",
    businessIdea: "A booking platform for certified phlebotomists who draw blood at the patient's home",
    targetAudience:
      'Housebound patients, concierge medical practices and employers running health screenings',
    industry: 'healthcare',
    keyFeatures: [
      'Online booking with live phlebotomist availability',
      'Lab order upload and chain-of-custody tracking',
      'Phlebotomist vetting, insurance and route planning',
      'Practice portal for recurring draws',
    ],
    potentialRevenue: '$400K-$1M revenue in year two at $60-$90 per visit',
  },
  {
    slug: 'dental-recall-engine',
    title: 'Dental Recall and Reviews Engine',
    description:
      'Reminds patients when their six-month cleaning is due, lets them book from the message and follows each visit with a review request. Independent practices fill hygiene chairs and build their online reputation on autopilot.',
    businessIdea:
      'An automated recall and review system that keeps independent dental practices fully booked',
    targetAudience: 'Independent dental practices with 1 to 5 dentists',
    industry: 'healthcare',
    keyFeatures: [
      'Recall reminders by text and email synced with practice software',
      'Self-booking link into open hygiene slots',
      'Post-visit review requests to Google',
      'Overdue-patient reactivation campaigns',
      'Monthly chair-utilisation report',
    ],
    potentialRevenue: '$200K-$600K ARR in year two at $149 per practice per month',
  },
  {
    slug: 'postpartum-support-program',
    title: 'Postpartum Recovery Program',
    description:
      'A 12-week virtual program for new parents with lactation consultants, pelvic-floor physiotherapy videos and weekly mental-health check-ins. Employers buy it as a parental-leave benefit so no parent goes through the first months alone.',
    businessIdea: 'A virtual 12-week postpartum support program sold to parents and employers',
    targetAudience: 'New parents in their first three months and HR teams at companies of 200+ employees',
    industry: 'healthcare',
    keyFeatures: [
      'Video visits with certified lactation consultants',
      'Guided pelvic-floor recovery plan',
      'Validated postpartum depression screening with referrals',
      'Parent community by due-date cohort',
      'Employer dashboard with anonymous usage',
    ],
    potentialRevenue: '$500K-$1.5M revenue in year two from employer contracts',
  },
  {
    slug: 'clinical-trial-matching',
    title: 'Plain-Language Clinical Trial Matching',
    description:
      'Patients answer a short questionnaire about their condition and location and see recruiting trials explained in plain language. Trial sponsors pay per pre-screened patient, which makes the service free for patients.',
    businessIdea: 'A patient-friendly service that matches people with recruiting clinical trials',
    targetAudience: 'Patients with chronic or rare conditions, their caregivers and patient advocacy groups',
    industry: 'healthcare',
    keyFeatures: [
      'Eligibility questionnaire built from trial criteria',
      'Plain-language trial summaries and travel estimates',
      'Alerts when a new matching trial opens',
      'Referral hand-off to the trial site coordinator',
    ],
    potentialRevenue: '$300K-$1M revenue in year two from sponsor referral fees',
  },
  {
    slug: 'senior-home-safety',
    title: 'Home Safety Assessments for Seniors',
    description:
      'An occupational therapist visits, scores fall risks room by room and produces a modification plan with grab bars, lighting and ramps priced by vetted installers. Families see the plan in an app and book the work in one place.',
    businessIdea: 'In-home fall-prevention assessments with a ready-to-book modification plan for seniors',
    targetAudience: 'Seniors aging in place and their adult children, plus home-care agencies',
    industry: 'healthcare',
    keyFeatures: [
      'Room-by-room assessment by a licensed occupational therapist',
      'Prioritised modification plan with photos',
      'Fixed-price quotes from vetted installers',
      'Follow-up check after installation',
    ],
    potentialRevenue: '$250K-$700K revenue in year two from assessments and installer commissions',
  },
];
