import { generateTechDocumentationResponseSchema } from '../../../contracts/generation';
import { techDocsRequest } from '../fixtures.test-helper';
import { generateTechDocumentation } from './tech-docs';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('generateTechDocumentation', () => {
  it('validates against the response contract for every budget and complexity', () => {
    for (const budget of ['startup', 'small', 'medium', 'enterprise'] as const) {
      for (const complexity of ['simple', 'medium', 'complex'] as const) {
        const docs = generateTechDocumentation(techDocsRequest(complexity, budget));
        expect(generateTechDocumentationResponseSchema.safeParse(docs).success).toBe(true);
      }
    }
  });

  it('follows the budget: free tiers for startups, managed scalable services for enterprises', () => {
    const startup = generateTechDocumentation(techDocsRequest('medium', 'startup')).techStack;
    const enterprise = generateTechDocumentation(techDocsRequest('medium', 'enterprise')).techStack;
    expect(startup.hosting.join(' ')).toMatch(/Hobby|Free/);
    expect(startup.database.join(' ')).toMatch(/Supabase/);
    expect(enterprise.hosting.join(' ')).toMatch(/Kubernetes/);
    expect(enterprise.backend.join(' ')).toMatch(/Kafka/);
    expect(enterprise.backend.join(' ')).toMatch(/Okta/);
    expect(startup).not.toEqual(enterprise);
    const small = generateTechDocumentation(techDocsRequest('medium', 'small')).techStack;
    const medium = generateTechDocumentation(techDocsRequest('medium', 'medium')).techStack;
    expect(new Set([startup, small, medium, enterprise].map((s) => JSON.stringify(s))).size).toBe(4);
  });

  it('follows the complexity: a small monolith for simple, services and queues for complex', () => {
    const simple = generateTechDocumentation(techDocsRequest('simple', 'small'));
    const medium = generateTechDocumentation(techDocsRequest('medium', 'small'));
    const complex = generateTechDocumentation(techDocsRequest('complex', 'small'));
    expect(simple.architecture.type).toMatch(/Monolith/);
    expect(simple.architecture.components.length).toBeLessThanOrEqual(4);
    expect(simple.databaseSchema.tables.length).toBeLessThanOrEqual(4);
    expect(complex.architecture.type).toMatch(/Microservices/);
    expect(complex.architecture.components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['API gateway', 'Message broker']),
    );
    expect(complex.techStack.backend.join(' ')).toMatch(/RabbitMQ/);
    for (const [a, b] of [
      [simple, medium],
      [medium, complex],
    ] as const) {
      expect(b.architecture.components.length).toBeGreaterThan(a.architecture.components.length);
      expect(b.apiSpecification.endpoints.length).toBeGreaterThan(a.apiSpecification.endpoints.length);
      expect(b.databaseSchema.tables.length).toBeGreaterThan(a.databaseSchema.tables.length);
    }
  });

  it('derives REST endpoints and tables from the stories', () => {
    const docs = generateTechDocumentation(techDocsRequest('medium', 'small'));
    const paths = docs.apiSpecification.endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/bookings',
        'POST /api/bookings',
        'PATCH /api/bookings/{id}',
        'POST /api/payments',
        'GET /api/reviews',
        'POST /api/messages',
        'POST /api/auth/login',
      ]),
    );
    for (const endpoint of docs.apiSpecification.endpoints) {
      expect(METHODS).toContain(endpoint.method);
      expect(endpoint.path).toMatch(/^\/api\/[a-z0-9{}/-]+$/i);
      if (endpoint.path.includes('{id}'))
        expect(endpoint.parameters).toContainEqual({
          name: 'id',
          type: 'string (uuid, path)',
          required: true,
        });
    }
    const createBooking = docs.apiSpecification.endpoints.find(
      (e) => e.method === 'POST' && e.path === '/api/bookings',
    );
    expect(createBooking?.parameters).toContainEqual({
      name: 'startsAt',
      type: 'string (date-time) (body)',
      required: true,
    });

    const tables = Object.fromEntries(docs.databaseSchema.tables.map((t) => [t.name, t.fields]));
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['users', 'bookings', 'payments', 'reviews', 'messages']),
    );
    expect(tables.bookings?.map((f) => f.name)).toEqual(
      expect.arrayContaining(['id', 'user_id', 'starts_at', 'status']),
    );
    expect(tables.bookings?.find((f) => f.name === 'user_id')?.constraints).toContain('REFERENCES users(id)');
    expect(tables.users?.find((f) => f.name === 'email')?.constraints).toContain('UNIQUE');
    for (const fields of Object.values(tables)) {
      expect(fields?.[0]).toEqual({
        name: 'id',
        type: 'UUID',
        constraints: 'PRIMARY KEY DEFAULT gen_random_uuid()',
      });
    }
  });

  it('versions the API and adds infrastructure tables for complex systems', () => {
    const docs = generateTechDocumentation(techDocsRequest('complex', 'enterprise'));
    expect(docs.apiSpecification.endpoints.every((e) => e.path.startsWith('/api/v1/'))).toBe(true);
    expect(docs.databaseSchema.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['audit_logs', 'outbox_events']),
    );
  });

  it('picks a budget from the complexity when none is given', () => {
    expect(generateTechDocumentation(techDocsRequest('simple')).techStack).toEqual(
      generateTechDocumentation(techDocsRequest('simple', 'startup')).techStack,
    );
  });
});
