import {
  generateTechDocumentationResponseSchema,
  type GenerateTechDocumentationRequest,
} from '../../../contracts/generation';
import { complexities, techBudgets } from '../../../contracts/options';
import { techDocsRequest } from '../fixtures.test-helper';
import { requireArchetype, type Archetype } from '../knowledge';
import { columnOf, tableName } from './database-design';
import { generateTechDocumentation } from './tech-docs';
import { monthlyCeiling, sizeStack } from './tech-stacks';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const CLUSTER = /ECS|RDS|ElastiCache|Kafka|EKS|Kubernetes|Aurora|OpenSearch/;

function requestFor(
  archetype: Archetype,
  idea: string,
  complexity: GenerateTechDocumentationRequest['complexity'],
  budget?: GenerateTechDocumentationRequest['budget'],
): GenerateTechDocumentationRequest {
  return {
    businessIdea: idea,
    targetAudience: archetype.segments.map((s) => s.role.plural).join(', '),
    complexity,
    budget,
    userStories: archetype.features.map((f) => ({ title: f.title, description: `I want to ${f.action}.` })),
  };
}

const bakery = requireArchetype('artisan-bakery');
const clinic = requireArchetype('clinic-compliance-software');
const marketplace = requireArchetype('local-tutors-marketplace');
const bakeryIdea = 'A sourdough bakery on the high street with bread, pastries and cakes to order';
const clinicIdea = 'Compliance software for small dental clinics: policies, training records and inspections';
const tutorIdea = 'A marketplace where parents find and book local tutors for their children';

const allText = (docs: ReturnType<typeof generateTechDocumentation>) => JSON.stringify(docs);

describe('generateTechDocumentation', () => {
  it('validates against the response contract for every budget and complexity', () => {
    for (const budget of techBudgets)
      for (const complexity of complexities)
        for (const request of [
          requestFor(bakery, bakeryIdea, complexity, budget),
          requestFor(marketplace, tutorIdea, complexity, budget),
          techDocsRequest(complexity, budget),
        ]) {
          const docs = generateTechDocumentation(request);
          expect(generateTechDocumentationResponseSchema.safeParse(docs).success).toBe(true);
        }
  });

  it('gives a small bakery a hosted shop and a small app, never a cluster, whatever it asks for', () => {
    const simple = generateTechDocumentation(requestFor(bakery, bakeryIdea, 'simple', 'startup'));
    expect(simple.techStack.frontend.join(' ')).toMatch(/Square Online storefront/);
    expect(simple.architecture.type).toMatch(/hosted Square Online shop/);
    for (const budget of techBudgets)
      for (const complexity of complexities)
        expect(
          allText(generateTechDocumentation(requestFor(bakery, bakeryIdea, complexity, budget))),
        ).not.toMatch(CLUSTER);
    const costs = simple.architecture.components.find((c) => c.name === 'Running costs');
    expect(costs?.description).toMatch(/^About \$\d+-\$\d+ a month at launch/);
  });

  it('keeps every stack’s monthly cost inside its budget band, and a local business under $150 a month', () => {
    for (const archetype of [bakery, clinic, marketplace])
      for (const budget of techBudgets)
        for (const complexity of complexities) {
          const integrations = archetype.features.flatMap((f) => f.integrations);
          const stack = sizeStack(archetype, integrations, complexity, budget);
          expect(stack.cost.high).toBeLessThanOrEqual(monthlyCeiling[budget]);
          if (archetype.complexity === 1 && complexity === 'simple')
            expect(stack.cost.high).toBeLessThanOrEqual(150);
        }
  });

  it('lets a platform grow into services when the founder asks for it and can pay for it', () => {
    const medium = generateTechDocumentation(requestFor(marketplace, tutorIdea, 'complex', 'medium'));
    expect(medium.architecture.components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['API gateway', 'Message broker']),
    );
    expect(medium.techStack.hosting.join(' ')).toMatch(/ECS Fargate/);
    const enterprise = generateTechDocumentation(requestFor(marketplace, tutorIdea, 'complex', 'enterprise'));
    expect(enterprise.techStack.backend.join(' ')).toMatch(/Kafka/);
    expect(enterprise.techStack.hosting.join(' ')).toMatch(/EKS/);
    // A startup budget never buys the cluster, even for a platform.
    expect(
      allText(generateTechDocumentation(requestFor(marketplace, tutorIdea, 'complex', 'startup'))),
    ).not.toMatch(CLUSTER);
    const simple = generateTechDocumentation(requestFor(marketplace, tutorIdea, 'simple', 'small'));
    expect(simple.architecture.components.length).toBeLessThan(medium.architecture.components.length);
    expect(simple.databaseSchema.tables.length).toBeLessThan(medium.databaseSchema.tables.length);
  });

  it('names tables and endpoints from the archetype’s entities, with their real plurals', () => {
    const docs = generateTechDocumentation(requestFor(clinic, clinicIdea, 'medium', 'small'));
    const tables = Object.fromEntries(docs.databaseSchema.tables.map((t) => [t.name, t.fields]));
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['users', 'policies', 'staff_members', 'training_records', 'signatures']),
    );
    expect(tables.signatures?.find((f) => f.name === 'policy_id')?.constraints).toContain(
      'REFERENCES policies(id)',
    );
    expect(tables.training_records?.find((f) => f.name === 'expires_on')?.type).toBe('DATE');
    expect(tables.users?.find((f) => f.name === 'role')?.constraints).toContain("'practice_manager'");
    for (const fields of Object.values(tables))
      expect(fields?.[0]).toEqual({
        name: 'id',
        type: 'UUID',
        constraints: 'PRIMARY KEY DEFAULT gen_random_uuid()',
      });
    for (const entity of clinic.entities)
      expect(tableName(entity)).toBe(entity.name.plural.replace(/ /g, '_'));

    const paths = docs.apiSpecification.endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/policies',
        'POST /api/staff-members',
        'PATCH /api/training-records/{id}',
      ]),
    );
    expect(docs.apiSpecification.endpoints.find((e) => e.path === '/api/policies')?.description).toBe(
      'List policies (Policy library with staff sign-off)',
    );
    for (const endpoint of docs.apiSpecification.endpoints) {
      expect(METHODS).toContain(endpoint.method);
      expect(endpoint.path).toMatch(/^\/api\/[a-z0-9{}/-]+$/i);
    }
  });

  it('stores a list as a Postgres array of its element, never as one text or uuid', () => {
    // 'team_ids:uuid[]' was a single UUID column and 'collectors:text[]' a TEXT.
    expect(columnOf('team_ids:uuid[]')).toMatchObject({
      type: 'UUID[]',
      constraints: "NOT NULL DEFAULT '{}'",
    });
    expect(columnOf('collectors:text[]').type).toBe('TEXT[]');
    expect(columnOf('skipped_weeks:date[]').type).toBe('DATE[]');
  });

  it('carries the archetype’s compliance and its features’ integrations', () => {
    const clinicDocs = generateTechDocumentation(requestFor(clinic, clinicIdea, 'medium', 'small'));
    const rules = clinicDocs.architecture.components.find((c) => c.name === 'Compliance');
    expect(rules?.description).toMatch(/HIPAA: .*Business Associate Agreement/);
    const bakeryDocs = generateTechDocumentation(requestFor(bakery, bakeryIdea, 'simple', 'startup'));
    expect(bakeryDocs.apiSpecification.endpoints.map((e) => e.path)).toContain('/api/webhooks/square');
    expect(bakeryDocs.architecture.components.find((c) => c.name === 'Compliance')?.description).toMatch(
      /allergen/i,
    );
  });

  it('still documents a business the knowledge base does not know, from its stories', () => {
    const docs = generateTechDocumentation({
      ...techDocsRequest('medium', 'small'),
      businessIdea: 'Zyxt for Qwv',
      targetAudience: '',
    });
    expect(docs.databaseSchema.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'bookings', 'payments', 'reviews']),
    );
  });

  it('picks a budget from the complexity when none is given', () => {
    expect(generateTechDocumentation(requestFor(bakery, bakeryIdea, 'simple')).techStack).toEqual(
      generateTechDocumentation(requestFor(bakery, bakeryIdea, 'simple', 'startup')).techStack,
    );
  });
});
