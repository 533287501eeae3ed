import { roleProblems } from '../grammar';
import { archetypeFamilies, type Archetype, type RoleNoun } from './archetype';

const OWN_PEOPLE = new Set(['owner', 'staff']);

function nounProblems(where: string, noun: RoleNoun): string[] {
  const problems = [
    ...roleProblems(noun.singular).map((p) => `${where} singular '${noun.singular}' ${p}`),
    ...roleProblems(noun.plural).map((p) => `${where} plural '${noun.plural}' ${p}`),
  ];
  if (/^[A-Z]/.test(noun.singular) && !/^[A-Z]{2}/.test(noun.singular)) {
    problems.push(`${where} '${noun.singular}' is capitalised (store nouns in lower case)`);
  }
  return problems;
}

/** Everything wrong with one archetype; empty when it is complete and consistent. */
export function archetypeProblems(a: Archetype): string[] {
  const p: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(a.id)) p.push(`id '${a.id}' is not kebab-case`);
  if (!archetypeFamilies.includes(a.family)) p.push(`unknown family '${a.family}'`);
  p.push(...nounProblems('kind', a.kind));
  if (a.keywords.length < 5) p.push('fewer than 5 keywords');
  if (a.segments.length < 1) p.push('no customer segment');
  const segmentIds = new Set(a.segments.map((s) => s.id));
  for (const s of a.segments) {
    p.push(...nounProblems(`segment ${s.id} role`, s.role));
    if (s.jobs.length < 2) p.push(`segment ${s.id} has fewer than 2 jobs`);
    if (s.pains.length < 2) p.push(`segment ${s.id} has fewer than 2 pains`);
  }
  if (a.valuePropositions.length < 2) p.push('fewer than 2 value propositions');
  if (a.revenue.length < 1) p.push('no revenue stream');
  for (const r of a.revenue) {
    const { low, typical, high } = r.price;
    if (!(low <= typical && typical <= high))
      p.push(`price of '${r.description}' is not low <= typical <= high`);
  }
  if (a.costs.length < 3) p.push('fewer than 3 cost lines');
  if (a.kpis.length < 3) p.push('fewer than 3 KPIs');
  if (a.risks.length < 2) p.push('fewer than 2 risks');
  if (a.competitors.length < 2) p.push('fewer than 2 competitor categories');
  if (a.features.length < 5 || a.features.length > 8) p.push(`${a.features.length} features (5-8 expected)`);
  const entityNames = new Set(a.entities.map((e) => e.name.singular));
  for (const e of a.entities) {
    p.push(...nounProblems('entity', e.name));
    if (e.fields.some((f) => !/^[a-z][a-z0-9_]*:[a-z]+(\[\])?$/.test(f)))
      p.push(`entity ${e.name.singular} has a field not 'name:type'`);
  }
  for (const f of a.features) {
    for (const e of f.entities) if (!entityNames.has(e)) p.push(`feature ${f.id} uses unknown entity '${e}'`);
    for (const u of f.usedBy)
      if (!segmentIds.has(u) && !OWN_PEOPLE.has(u)) p.push(`feature ${f.id} used by unknown '${u}'`);
    if (f.acceptance.length < 2) p.push(`feature ${f.id} has fewer than 2 acceptance criteria`);
    if (/^(to|so|I)\s/i.test(f.action) || /^(to|so that|not)\s/i.test(f.benefit)) {
      p.push(`feature ${f.id} action/benefit must be a bare verb phrase`);
    }
  }
  if (a.brandMotifs.length < 2) p.push('fewer than 2 brand motifs');
  return p;
}

/** Problems across the whole knowledge base: duplicate ids, plus each archetype's own. */
export function knowledgeBaseProblems(archetypes: readonly Archetype[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const a of archetypes) {
    if (seen.has(a.id)) problems.push(`duplicate id '${a.id}'`);
    seen.add(a.id);
    problems.push(...archetypeProblems(a).map((m) => `${a.id}: ${m}`));
  }
  return problems;
}
