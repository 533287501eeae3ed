import type { GenerateUserStoriesResponse } from '../../../contracts/generation';
import { capitalise, lowerFirst, sentence, singularQualifier, withArticle } from '../grammar';
import type { Archetype, CustomerSegment, RoleNoun } from '../knowledge/archetype';
import { keywordsOf, singular } from './text';

type TargetUser = GenerateUserStoriesResponse['targetUsers'][number];

/** Who a story speaks for: a role noun of the knowledge base, or the business's own people. */
export interface StoryRole {
  /** 'a local regular who shops on the high street', 'the owner of Crumb & Co'. */
  phrase: string;
  /** The bare role noun, for criteria: 'local regular', 'owner'. */
  noun: string;
  segment: CustomerSegment | undefined;
}

/** A segment's role with its article and qualifier: 'a local regular who shops on the high street'. */
export function segmentPhrase(segment: CustomerSegment, withQualifier = true): string {
  const role = withArticle(segment.role.singular);
  return withQualifier && segment.qualifier ? `${role} ${singularQualifier(segment.qualifier)}` : role;
}

/**
 * The role for a feature's `usedBy` entry: a segment id gives its role noun; 'owner' and 'staff'
 * (the business's own people) are said with the business: 'the owner of Crumb & Co'.
 */
export function roleFor(archetype: Archetype, usedBy: string | undefined, business: string): StoryRole {
  if (usedBy === 'owner') return { phrase: `the owner of ${business}`, noun: 'owner', segment: undefined };
  if (usedBy === 'staff')
    return { phrase: `a member of staff at ${business}`, noun: 'member of staff', segment: undefined };
  const segment = archetype.segments.find((s) => s.id === usedBy) ?? archetype.segments[0];
  if (!segment) return { phrase: `the owner of ${business}`, noun: 'owner', segment: undefined };
  return { phrase: segmentPhrase(segment), noun: segment.role.singular, segment };
}

/** The persona's profile as a sentence about them, whatever form the data gives it in. */
function profileSentence(firstName: string, profile: string): string {
  const text = profile.trim();
  if (/^(a|an|the)\s/i.test(text)) return sentence(`${firstName} is ${lowerFirst(text)}`);
  if (/^[a-z]/.test(text)) return sentence(`${firstName} ${text}`);
  return sentence(text);
}

/** The segments in the order the founder's audience names them (best match first). */
export function segmentsByAudience(archetype: Archetype, audience: string): CustomerSegment[] {
  const wordsOf = (text: string) => new Set(keywordsOf(text, 40).map(singular));
  const words = wordsOf(audience);
  // The customers named before '; also ...' lead ('Parents of youth players; also adult players in a
  // Saturday or Sunday league ...'), whatever a longer later segment shares with the whole text.
  const lead = wordsOf(audience.split(/;\s*also\b/i)[0] ?? '');
  const score = (s: CustomerSegment, among: ReadonlySet<string>) =>
    keywordsOf(`${s.role.plural} ${s.qualifier ?? ''}`, 20)
      .map(singular)
      .filter((w) => among.has(w)).length;
  return [...archetype.segments]
    .map((segment, index) => ({ segment, index, lead: score(segment, lead), score: score(segment, words) }))
    .sort((a, b) => b.lead - a.lead || b.score - a.score || a.index - b.index)
    .map((s) => s.segment);
}

/** Roles that name a group, not a person: a persona is one person on behalf of it ('Imran, on behalf of a family'). */
const COLLECTIVE =
  /\b(family|household|couple|team|business|company|school|group|charity|club|practice|organisation|organization)$/i;

/** A target user for each segment (at most three): persona, role, goals and frustrations from the data. */
export function personasOf(segments: readonly CustomerSegment[]): TargetUser[] {
  return segments.slice(0, 3).map((segment) => {
    const { persona } = segment;
    const goals = [...persona.goals];
    for (const job of segment.jobs) if (goals.length < 3) goals.push(capitalise(job));
    const frustrations = [...persona.frustrations];
    for (const pain of segment.pains) if (frustrations.length < 2) frustrations.push(pain.replace(/\.$/, ''));
    return {
      name: `${persona.firstName}, ${COLLECTIVE.test(segment.role.singular) ? 'on behalf of ' : ''}${segmentPhrase(segment, false)}`,
      profile: `${profileSentence(persona.firstName, persona.profile)} ${segment.pains[0] ?? ''}`.trim(),
      goals,
      frustrations,
    };
  });
}

/** The role noun of a segment, for checks: every story role must be one of these. */
export function roleNouns(archetype: Archetype): RoleNoun[] {
  return archetype.segments.map((s) => s.role);
}
