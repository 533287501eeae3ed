import type {
  GenerateBusinessDefinitionRequest,
  GenerateBusinessDefinitionResponse,
} from '../../../contracts/generation';
import type { Rng } from './prng';
import { bestMatch, capitalize, firstSentence, joinList, keywordsOf, sentence, shorten } from './text';
import type { IndustryProfile } from './vocabulary/industry-profile';
import { resolveIndustry } from './vocabulary/profiles';

const ACQUISITION = [
  'content marketing and search (SEO) around the questions customers already ask',
  'partnerships with {industry} associations and communities',
  'a referral programme that rewards both the referrer and the new customer',
  'targeted social media ads tested with small budgets',
  'direct outreach to the first 50 customers, turned into case studies',
  'a free tool or template that brings in leads',
];

/** "AI Fitness Assistant" -> "an AI fitness assistant" (acronyms kept). */
export function asOffering(title: string): string {
  const words = shorten(firstSentence(title), 90)
    .split(/\s+/)
    .map((w) => (/^[A-Z0-9][A-Z0-9.&-]+$/.test(w) ? w : w.toLowerCase()));
  const phrase = words.join(' ');
  if (/^(a|an|the|our|my)\s/i.test(phrase)) return phrase;
  return `${/^[aeiou]/i.test(phrase) && !/^(uni|use|eu)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** The first clause of an audience description, lower-cased: 'busy parents who cook'. */
export function audiencePhrase(targetAudience: string, fallback: string): string {
  const clause = targetAudience.split(/[.;:]|,\s*(especially|including|such as)/i)[0]?.trim() ?? '';
  const text = clause.length >= 3 ? clause : fallback;
  return shorten(/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text, 110);
}

/** The industry's typical features closest to the idea's words ('{topic}' ones left out). */
function closestFeatures(profile: IndustryProfile, text: string, n: number): string[] {
  const words = new Set(keywordsOf(text, 40));
  return profile.archetypes
    .flatMap((a) => a.features)
    .filter((f) => !f.includes('{'))
    .map((f, i) => ({ f, score: keywordsOf(f, 10).filter((w) => words.has(w)).length - i / 1000 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, n)
    .map((x) => x.f);
}

export function generateBusinessDefinition(
  request: GenerateBusinessDefinitionRequest,
  rng: Rng,
): GenerateBusinessDefinitionResponse {
  const profile = resolveIndustry(request.industry);
  const audience = audiencePhrase(request.targetAudience, rng.pick(profile.audiences).long);
  const offering = asOffering(request.businessIdea);
  const ideaText = [request.businessIdea, request.description ?? '', ...(request.keyFeatures ?? [])].join(
    ' ',
  );
  const outcome = bestMatch(profile.outcomes, ideaText, rng.next);
  const pain = bestMatch(profile.pains, ideaText, rng.next);
  const features = (request.keyFeatures ?? []).map((f) => f.trim()).filter(Boolean);
  const featurePhrase =
    features.length > 0
      ? joinList(rng.sample(features, 3).map((f) => f.charAt(0).toLowerCase() + f.slice(1)))
      : joinList(closestFeatures(profile, ideaText, 2).map((f) => f.charAt(0).toLowerCase() + f.slice(1)));

  const missions = [
    `To help ${audience} ${outcome}, with ${offering} that is simple, affordable and built around their day.`,
    `Our mission is to make it effortless for ${audience} to ${outcome}, without ${pain}.`,
    `We exist so that ${audience} can ${outcome}: ${offering} that puts their needs first.`,
  ];

  const pitch = request.description ? sentence(shorten(firstSentence(request.description), 240)) : '';
  const valueProposition = [
    pitch
      ? `${pitch} It gives ${audience} ${featurePhrase} in one place.`
      : `${capitalize(offering)} that gives ${audience} ${featurePhrase} in one place.`,
    `Instead of ${pain}, they get a clear routine and visible results within the first week.`,
    'Setup takes minutes, not a consulting project, and the price fits a small budget.',
  ].join(' ');

  const channels = rng
    .sample(ACQUISITION, 2)
    .map((c) => c.replace('{industry}', profile.label.toLowerCase()));
  const businessModel = [
    bestMatch(profile.revenueModels, ideaText, rng.next),
    sentence(`Customers are acquired through ${joinList(channels)}`),
    'The main costs are product development, cloud hosting, customer support and marketing; the goal is to recover the cost of acquiring a customer within six months.',
  ].join(' ');

  const differentiators = rng.sample(profile.differentiators, 2);
  const signature = features[0]
    ? ` Signature capability: ${features[0].charAt(0).toLowerCase() + features[0].slice(1)}, which generic tools do not offer.`
    : '';
  const competitiveAdvantage = `${differentiators.join(' ')}${signature}`;

  return {
    missionStatement: rng.pick(missions),
    valueProposition,
    businessModel,
    competitiveAdvantage,
  };
}
