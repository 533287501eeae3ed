import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import { withArticle } from '../grammar';
import type { ArchetypeEntity, ArchetypeFeature } from '../knowledge/archetype';
import { columnOf, ENTITY_LIMITS, tableName, type Column } from './database-design';
import type { StackLevel } from './stack-catalogue';
import { camelCase, kebabCase } from './text';

type Endpoint = GenerateTechDocumentationResponse['apiSpecification']['endpoints'][number];
type Parameter = Endpoint['parameters'][number];

const p = (name: string, type: string, required: boolean): Parameter => ({ name, type, required });
const ID_PARAM = p('id', 'string (uuid, path)', true);
const PAGING = [p('page', 'integer (query)', false), p('limit', 'integer (query, max 100)', false)];

function jsonType(sqlType: string): string {
  const t = sqlType.toUpperCase();
  if (t.endsWith('[]')) return `${jsonType(t.slice(0, -2))}[]`;
  if (/INT/.test(t)) return 'integer';
  if (/NUMERIC|DECIMAL/.test(t)) return 'number';
  if (t.startsWith('BOOL')) return 'boolean';
  if (t.startsWith('JSON')) return 'object';
  if (t.startsWith('TIMESTAMP')) return 'string (date-time)';
  if (t === 'DATE') return 'string (date)';
  if (t === 'UUID') return 'string (uuid)';
  return 'string';
}

/** Body parameters: the columns a client may write (server-managed ones excluded). */
function bodyParameters(columns: readonly Column[]): Parameter[] {
  return columns
    .filter((c) => !/^(status|.*_by|published_at|signed_at|closed_at|paid_at|sent_at)$/.test(c.name))
    .map((c) =>
      p(
        camelCase(c.name),
        `${jsonType(c.type)} (body)`,
        /NOT NULL/.test(c.constraints) && !/DEFAULT/.test(c.constraints),
      ),
    );
}

/** The path of an entity's collection: /api/wholesale-accounts. */
export function collectionPath(base: string, entity: ArchetypeEntity): string {
  return `${base}/${kebabCase(tableName(entity))}`;
}

function entityEndpoints(
  entity: ArchetypeEntity,
  base: string,
  level: StackLevel,
  feature: ArchetypeFeature | undefined,
): Endpoint[] {
  const { singular, plural } = entity.name;
  const path = collectionPath(base, entity);
  const body = bodyParameters(entity.fields.map(columnOf));
  const purpose = feature ? ` (${feature.title})` : '';
  const endpoints: Endpoint[] = [
    {
      method: 'GET',
      path,
      description: `List ${plural}${purpose}`,
      parameters:
        level === 1
          ? PAGING
          : [...PAGING, p('q', 'string (query)', false), p('sort', 'string (query)', false)],
    },
    { method: 'POST', path, description: `Create ${withArticle(singular)}`, parameters: body },
    { method: 'GET', path: `${path}/{id}`, description: `Get one ${singular}`, parameters: [ID_PARAM] },
    {
      method: 'PATCH',
      path: `${path}/{id}`,
      description: `Change ${withArticle(singular)}`,
      parameters: [ID_PARAM, ...body.map((b) => ({ ...b, required: false }))],
    },
  ];
  if (level > 1)
    endpoints.push({
      method: 'DELETE',
      path: `${path}/{id}`,
      description: `Delete ${withArticle(singular)}`,
      parameters: [ID_PARAM],
    });
  return endpoints;
}

/** Payment and booking providers call back: one signed webhook per integration that sends events. */
function webhookEndpoints(base: string, integrations: readonly string[]): Endpoint[] {
  const senders = integrations.filter((i) =>
    /stripe|square|shopify|paypal|cal\.com|calendly|twilio/i.test(i),
  );
  const names = [...new Set(senders.map((i) => kebabCase(i.split(/\s+/)[0] ?? i)))];
  return names.map((name) => ({
    method: 'POST',
    path: `${base}/webhooks/${name}`,
    description: `Receive signed ${name} events (payments, refunds, cancellations); the signature is checked before anything changes`,
    parameters: [p('signature', 'string (header)', true)],
  }));
}

export function buildApiSpecification(
  entities: readonly ArchetypeEntity[],
  featureOf: (entity: ArchetypeEntity) => ArchetypeFeature | undefined,
  integrations: readonly string[],
  level: StackLevel,
): GenerateTechDocumentationResponse['apiSpecification'] {
  const base = level === 3 ? '/api/v1' : '/api';
  const auth: Endpoint[] = [
    {
      method: 'POST',
      path: `${base}/auth/sign-in`,
      description: 'Send a sign-in link by email (or sign in with Google); sets an httpOnly session cookie',
      parameters: [p('email', 'string (body)', true)],
    },
    {
      method: 'GET',
      path: `${base}/auth/me`,
      description: 'The signed-in user and their role',
      parameters: [],
    },
    { method: 'POST', path: `${base}/auth/sign-out`, description: 'Sign out', parameters: [] },
  ];
  const chosen = entities.slice(0, ENTITY_LIMITS[level]);
  const endpoints = [
    ...auth,
    ...chosen.flatMap((e) => entityEndpoints(e, base, level, featureOf(e))),
    ...webhookEndpoints(base, integrations),
  ];
  if (level === 3) {
    endpoints.push(
      {
        method: 'GET',
        path: `${base}/events`,
        description: 'Server-sent events stream of changes for the signed-in user',
        parameters: [p('since', 'string (query, event id)', false)],
      },
      {
        method: 'GET',
        path: `${base}/health`,
        description: 'Liveness and readiness for the load balancer',
        parameters: [],
      },
    );
  }
  return { endpoints: endpoints.slice(0, 200) };
}
