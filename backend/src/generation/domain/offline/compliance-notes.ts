import { capitalise } from '../grammar';

/**
 * What a compliance regime named by an archetype means for the software, as notes an engineer can
 * act on. Unknown regimes get a note that names them, so nothing the archetype lists is dropped.
 */
const NOTES: ReadonlyArray<{ match: RegExp; note: string }> = [
  {
    match: /hipaa/i,
    note: 'HIPAA: keep patient health information only with vendors that sign a Business Associate Agreement (Supabase Team, AWS, Google Workspace), encrypt it at rest, log every read of a patient record and never put it in emails or URLs.',
  },
  {
    match: /coppa/i,
    note: 'COPPA: accounts belong to parents; collect a child’s first name and age band only, get verifiable parental consent before anything else, and let parents delete a child’s data from their settings.',
  },
  {
    match: /pci/i,
    note: 'PCI DSS: card numbers never touch these servers; payments go through the hosted checkout, so the business only completes the short SAQ A questionnaire.',
  },
  {
    match: /gdpr|uk gdpr/i,
    note: 'GDPR: a privacy notice, consent for marketing email kept separately from order email, an export of a customer’s data on request and deletion within 30 days.',
  },
  {
    match: /ccpa|cpra/i,
    note: 'CCPA: a “Do not sell or share my personal information” link and a way to request deletion.',
  },
  {
    match: /food hygiene|food safety|allergen|natasha/i,
    note: 'Food hygiene and allergen law: every product stores its 14 major allergens and ingredients, shown before checkout and printed on labels; the hygiene rating is displayed on the site.',
  },
  {
    match: /ferpa/i,
    note: 'FERPA: student records are visible only to the student, their guardians and assigned teachers; every disclosure is logged.',
  },
  {
    match: /soc ?2/i,
    note: 'SOC 2: single sign-on for staff, access reviews each quarter, audit logs kept a year and a written incident response plan; expect enterprise buyers to ask for the report.',
  },
  {
    match: /dbs|background check|safeguarding/i,
    note: 'Safeguarding: staff and providers are listed only after their background check is recorded, with its date and expiry.',
  },
  {
    match: /aml|kyc/i,
    note: 'AML/KYC: verify identity through the payment provider’s onboarding before the first payout, and keep the checks for five years.',
  },
  {
    match: /accessib|wcag|ada/i,
    note: 'Accessibility: every page meets WCAG 2.2 AA, checked with axe in continuous integration.',
  },
  {
    match: /charity|fundrais|gift aid/i,
    note: 'Charity and fundraising rules: donation receipts carry the charity number, and Gift Aid declarations are stored with the donor’s name and address.',
  },
];

export function complianceNotes(regimes: readonly string[]): string[] {
  const notes = regimes.map(
    (regime) =>
      NOTES.find((n) => n.match.test(regime))?.note ??
      `${capitalise(regime)}: keep the evidence (certificates, dates and who checked) in the app, where the owner can show it on request.`,
  );
  return [...new Set(notes)];
}
