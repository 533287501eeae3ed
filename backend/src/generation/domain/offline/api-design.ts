import type { Complexity } from '../../../contracts/options';
import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import { ENTITY_LIMITS } from './database-design';
import { entityWords, type FeatureAnalysis } from './features';
import { camelCase } from './text';
import type { FieldSpec } from './vocabulary/feature-concepts';

type Endpoint = GenerateTechDocumentationResponse['apiSpecification']['endpoints'][number];
type Parameter = Endpoint['parameters'][number];

const p = (name: string, type: string, required: boolean): Parameter => ({ name, type, required });
const ID_PARAM = p('id', 'string (uuid, path)', true);
const PAGING = [p('page', 'integer (query)', false), p('limit', 'integer (query, max 100)', false)];

function jsonType(sqlType: string): string {
  const t = sqlType.toUpperCase();
  if (/INT|NUMERIC|DECIMAL/.test(t)) return t.includes('NUMERIC') ? 'number' : 'integer';
  if (t.startsWith('BOOL')) return 'boolean';
  if (t.startsWith('JSON')) return 'object';
  if (t.startsWith('TIMESTAMP')) return 'string (date-time)';
  if (t === 'DATE') return 'string (date)';
  if (t === 'UUID') return 'string (uuid)';
  return 'string';
}

/** Body parameters: the fields a client may write (not server-managed ones). */
function bodyParameters(fields: readonly FieldSpec[]): Parameter[] {
  return fields
    .filter(
      (field) =>
        !/^(search_vector|storage_key|credentials_encrypted|provider_reference|read_at|verified_at)$/.test(
          field.name,
        ),
    )
    .map((field) =>
      p(
        camelCase(field.name),
        `${jsonType(field.type)} (body)`,
        /NOT NULL/.test(field.constraints) && !/DEFAULT/.test(field.constraints),
      ),
    );
}

function entityEndpoints(entity: FeatureAnalysis, base: string, complexity: Complexity): Endpoint[] {
  const words = entityWords(entity.entity);
  const path = `${base}${entity.resource.slice('/api'.length)}`;
  const body = bodyParameters(entity.fields);
  // The server sets a new record's status; clients change it later through PATCH or actions.
  const createBody = body.filter((b) => b.name !== 'status');
  const endpoints: Endpoint[] = [
    {
      method: 'GET',
      path,
      description: `List my ${words.many} (${entity.feature})`,
      parameters:
        complexity === 'simple'
          ? PAGING
          : [...PAGING, p('q', 'string (query)', false), p('sort', 'string (query)', false)],
    },
    {
      method: 'POST',
      path,
      description: `Create ${/^[aeiou]/.test(words.one) ? 'an' : 'a'} ${words.one}`,
      parameters: createBody,
    },
    { method: 'GET', path: `${path}/{id}`, description: `Get one ${words.one}`, parameters: [ID_PARAM] },
  ];
  if (complexity !== 'simple') {
    endpoints.push(
      {
        method: 'PATCH',
        path: `${path}/{id}`,
        description: `Update a ${words.one}`,
        parameters: [ID_PARAM, ...body.map((b) => ({ ...b, required: false }))],
      },
      {
        method: 'DELETE',
        path: `${path}/{id}`,
        description: `Delete a ${words.one}`,
        parameters: [ID_PARAM],
      },
    );
  }
  const extras = entity.concept?.endpoints ?? [];
  for (const extra of complexity === 'simple' ? extras.slice(0, 1) : extras) {
    const params = [...extra.path.matchAll(/\{(\w+)\}/g)].map((m) =>
      p(m[1] ?? 'id', 'string (uuid, path)', true),
    );
    endpoints.push({
      method: extra.method,
      path: `${path}${extra.path}`,
      description: extra.description,
      parameters: extra.method === 'GET' && params.length === 0 ? PAGING : params,
    });
  }
  return endpoints;
}

export function buildApiSpecification(
  entities: readonly FeatureAnalysis[],
  complexity: Complexity,
): GenerateTechDocumentationResponse['apiSpecification'] {
  const base = complexity === 'complex' ? '/api/v1' : '/api';
  const auth: Endpoint[] = [
    {
      method: 'POST',
      path: `${base}/auth/register`,
      description: 'Create an account',
      parameters: [
        p('email', 'string (body)', true),
        p('password', 'string (body, min 8)', true),
        p('name', 'string (body)', true),
      ],
    },
    {
      method: 'POST',
      path: `${base}/auth/login`,
      description: 'Sign in; sets an httpOnly session cookie',
      parameters: [p('email', 'string (body)', true), p('password', 'string (body)', true)],
    },
    { method: 'GET', path: `${base}/auth/me`, description: 'The signed-in user', parameters: [] },
  ];
  if (complexity !== 'simple') {
    auth.push(
      { method: 'POST', path: `${base}/auth/logout`, description: 'Sign out', parameters: [] },
      {
        method: 'POST',
        path: `${base}/auth/password-reset`,
        description: 'Send a password reset link',
        parameters: [p('email', 'string (body)', true)],
      },
    );
  }
  const endpoints = [
    ...auth,
    ...entities.slice(0, ENTITY_LIMITS[complexity]).flatMap((e) => entityEndpoints(e, base, complexity)),
  ];
  if (complexity === 'complex') {
    endpoints.push(
      {
        method: 'GET',
        path: `${base}/events`,
        description: 'Server-sent events stream of changes for the signed-in user',
        parameters: [p('since', 'string (query, event id)', false)],
      },
      {
        method: 'POST',
        path: `${base}/webhooks/{provider}`,
        description: 'Receive signed webhooks from third-party providers',
        parameters: [p('provider', 'string (path)', true)],
      },
      {
        method: 'GET',
        path: `${base}/jobs/{id}`,
        description: 'Status of a long-running background job',
        parameters: [ID_PARAM],
      },
      {
        method: 'GET',
        path: `${base}/admin/metrics`,
        description: 'Usage metrics for administrators',
        parameters: [p('from', 'string (query, date)', false), p('to', 'string (query, date)', false)],
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
