import type { Complexity } from '../../../contracts/options';
import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import type { FeatureAnalysis } from './features';
import type { FieldSpec } from './vocabulary/feature-concepts';

type Table = GenerateTechDocumentationResponse['databaseSchema']['tables'][number];

const f = (name: string, type: string, constraints: string): FieldSpec => ({ name, type, constraints });
const ID = f('id', 'UUID', 'PRIMARY KEY DEFAULT gen_random_uuid()');
const CREATED = f('created_at', 'TIMESTAMPTZ', 'NOT NULL DEFAULT now()');
const UPDATED = f('updated_at', 'TIMESTAMPTZ', 'NOT NULL DEFAULT now()');

/** How many feature tables each complexity gets (besides users and infrastructure tables). */
export const ENTITY_LIMITS: Record<Complexity, number> = { simple: 3, medium: 8, complex: 12 };

function usersTable(complexity: Complexity): Table {
  const fields = [
    ID,
    f('email', 'VARCHAR(255)', 'NOT NULL UNIQUE'),
    f('password_hash', 'VARCHAR(255)', 'NOT NULL'),
    f('name', 'VARCHAR(120)', 'NOT NULL'),
    f('role', 'VARCHAR(20)', "NOT NULL DEFAULT 'user' CHECK (role IN ('user','admin'))"),
  ];
  if (complexity !== 'simple') {
    fields.push(
      f('email_verified_at', 'TIMESTAMPTZ', 'NULL'),
      f('preferences', 'JSONB', "NOT NULL DEFAULT '{}'"),
    );
  }
  if (complexity === 'complex') fields.push(f('deleted_at', 'TIMESTAMPTZ', 'NULL (soft delete)'));
  return { name: 'users', fields: [...fields, CREATED, UPDATED] };
}

function entityTable(analysis: FeatureAnalysis, known: ReadonlySet<string>): Table {
  const fields = analysis.fields.map((field) => {
    const target = field.name.endsWith('_id') ? `${field.name.slice(0, -3)}s` : undefined;
    const reference = target && known.has(target) ? ` REFERENCES ${target}(id)` : '';
    return { ...field, constraints: `${field.constraints}${reference}` };
  });
  return {
    name: analysis.table,
    fields: [
      ID,
      f('user_id', 'UUID', 'NOT NULL REFERENCES users(id) ON DELETE CASCADE'),
      ...fields,
      CREATED,
      UPDATED,
    ],
  };
}

export function buildDatabaseSchema(
  entities: readonly FeatureAnalysis[],
  complexity: Complexity,
): GenerateTechDocumentationResponse['databaseSchema'] {
  const chosen = entities.slice(0, ENTITY_LIMITS[complexity]);
  const known = new Set(['users', ...chosen.map((e) => e.table)]);
  const tables: Table[] = [usersTable(complexity), ...chosen.map((e) => entityTable(e, known))];
  if (complexity !== 'simple') {
    tables.push({
      name: 'jobs',
      fields: [
        ID,
        f('type', 'VARCHAR(100)', 'NOT NULL'),
        f('payload', 'JSONB', 'NOT NULL'),
        f(
          'status',
          'VARCHAR(20)',
          "NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','running','done','failed'))",
        ),
        f('attempts', 'SMALLINT', 'NOT NULL DEFAULT 0'),
        f('run_at', 'TIMESTAMPTZ', 'NOT NULL DEFAULT now()'),
        CREATED,
      ],
    });
  }
  if (complexity === 'complex') {
    tables.push(
      {
        name: 'audit_logs',
        fields: [
          ID,
          f('actor_id', 'UUID', 'NULL REFERENCES users(id)'),
          f('action', 'VARCHAR(100)', 'NOT NULL'),
          f('entity_type', 'VARCHAR(100)', 'NOT NULL'),
          f('entity_id', 'UUID', 'NOT NULL'),
          f('changes', 'JSONB', "NOT NULL DEFAULT '{}'"),
          CREATED,
        ],
      },
      {
        name: 'outbox_events',
        fields: [
          ID,
          f('aggregate_type', 'VARCHAR(100)', 'NOT NULL'),
          f('aggregate_id', 'UUID', 'NOT NULL'),
          f('type', 'VARCHAR(100)', 'NOT NULL'),
          f('payload', 'JSONB', 'NOT NULL'),
          f('published_at', 'TIMESTAMPTZ', 'NULL'),
          CREATED,
        ],
      },
      {
        name: 'api_keys',
        fields: [
          ID,
          f('user_id', 'UUID', 'NOT NULL REFERENCES users(id) ON DELETE CASCADE'),
          f('name', 'VARCHAR(100)', 'NOT NULL'),
          f('key_hash', 'VARCHAR(255)', 'NOT NULL UNIQUE'),
          f('last_used_at', 'TIMESTAMPTZ', 'NULL'),
          CREATED,
        ],
      },
    );
  }
  return { tables };
}
