import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import type { ArchetypeEntity } from '../knowledge/archetype';
import type { StackLevel } from './stack-catalogue';
import { snakeCase } from './text';

type Table = GenerateTechDocumentationResponse['databaseSchema']['tables'][number];
export type Column = Table['fields'][number];

const f = (name: string, type: string, constraints: string): Column => ({ name, type, constraints });
const ID = f('id', 'UUID', 'PRIMARY KEY DEFAULT gen_random_uuid()');
const CREATED = f('created_at', 'TIMESTAMPTZ', 'NOT NULL DEFAULT now()');
const UPDATED = f('updated_at', 'TIMESTAMPTZ', 'NOT NULL DEFAULT now()');

/** How many of the business's own tables each stack level gets (besides users and infrastructure). */
export const ENTITY_LIMITS: Record<StackLevel, number> = { 1: 5, 2: 9, 3: 14 };

/** Table name of an entity: its stored plural in snake_case ('wholesale accounts' -> wholesale_accounts). */
export function tableName(entity: ArchetypeEntity): string {
  return snakeCase(entity.name.plural);
}

/** The column's SQL type and default constraint from the data's type hint, else from its name. */
function typeOf(name: string, hint: string | undefined): { type: string; constraints: string } {
  const h = (hint ?? '').toLowerCase().trim();
  // A list ('collectors:text[]', 'team_ids:uuid[]') is a Postgres array of its element's type: it
  // was a single TEXT or UUID column, which cannot hold a list.
  if (h.endsWith('[]')) {
    const element = typeOf(name, h.slice(0, -2)).type;
    return { type: `${element}[]`, constraints: "NOT NULL DEFAULT '{}'" };
  }
  const enumValues = /^(?:enum|one of)\s*[([](.+)[)\]]$/.exec(h)?.[1];
  if (enumValues) {
    const values = enumValues.split(/[|,]/).map((v) => `'${v.trim().replace(/'/g, '')}'`);
    return { type: 'VARCHAR(30)', constraints: `NOT NULL CHECK (${name} IN (${values.join(',')}))` };
  }
  if (h === 'enum') return { type: 'VARCHAR(30)', constraints: 'NOT NULL' };
  if (/_by$/.test(name) && (h === 'uuid' || !h))
    return { type: 'UUID', constraints: 'NULL REFERENCES users(id)' };
  const probe = h || name;
  if (/timestamp|datetime|_at$/.test(probe)) return { type: 'TIMESTAMPTZ', constraints: 'NULL' };
  if (/^date$|_on$|_date$/.test(probe)) return { type: 'DATE', constraints: 'NULL' };
  if (/^time$/.test(probe)) return { type: 'TIME', constraints: 'NULL' };
  if (/bool|^is_|^has_|^can_/.test(probe)) return { type: 'BOOLEAN', constraints: 'NOT NULL DEFAULT false' };
  if (/cents/.test(probe)) return { type: 'INTEGER', constraints: 'NOT NULL CHECK (' + name + ' >= 0)' };
  if (/money|price|amount|total|fee|rate|decimal|numeric/.test(probe))
    return { type: 'NUMERIC(10,2)', constraints: 'NOT NULL CHECK (' + name + ' >= 0)' };
  if (/int|count|quantity|number|minutes|seats|capacity|age|score|rating/.test(probe))
    return { type: 'INTEGER', constraints: 'NULL' };
  if (/json|list|array|tags|options/.test(probe))
    return { type: 'JSONB', constraints: "NOT NULL DEFAULT '{}'" };
  if (/uuid|ref|_id$/.test(probe)) return { type: 'UUID', constraints: 'NOT NULL' };
  if (/email/.test(probe)) return { type: 'VARCHAR(255)', constraints: 'NOT NULL' };
  if (/phone/.test(probe)) return { type: 'VARCHAR(30)', constraints: 'NULL' };
  if (/status|state|kind|type/.test(probe)) return { type: 'VARCHAR(30)', constraints: 'NOT NULL' };
  if (/text|notes|description|body|message|instructions|bio/.test(probe))
    return { type: 'TEXT', constraints: 'NULL' };
  if (/url|link/.test(probe)) return { type: 'TEXT', constraints: 'NULL' };
  return { type: 'VARCHAR(255)', constraints: 'NOT NULL' };
}

/** 'pickup_at:timestamp' -> { name: 'pickup_at', type: 'TIMESTAMPTZ', ... }. */
export function columnOf(spec: string): Column {
  const [rawName, ...rest] = spec.split(':');
  const name = snakeCase(rawName ?? spec) || 'value';
  const { type, constraints } = typeOf(name, rest.join(':') || undefined);
  return f(name, type, constraints);
}

/** People without a table of their own are accounts: 'parent_id', 'author_id' point at users. */
const PEOPLE =
  /^(parent|author|owner|member|student|learner|guardian|reviewer|buyer|seller|host|guest|client|patient|customer|staff|tutor|teacher|coach|volunteer|donor)_id$/;

/** Resolves `*_id` columns to the table of the entity they name ('customer_id' -> customers). */
function withReference(column: Column, tables: ReadonlyMap<string, string>): Column {
  if (!column.name.endsWith('_id')) return column;
  const target = tables.get(column.name.slice(0, -3)) ?? (PEOPLE.test(column.name) ? 'users' : undefined);
  if (!target) return column;
  return { ...column, type: 'UUID', constraints: `NOT NULL REFERENCES ${target}(id)` };
}

function usersTable(level: StackLevel, roles: readonly string[]): Table {
  const checked = roles.map((r) => `'${r}'`).join(',');
  const fields = [
    ID,
    f('email', 'VARCHAR(255)', 'NOT NULL UNIQUE'),
    f('name', 'VARCHAR(120)', 'NOT NULL'),
    f('role', 'VARCHAR(20)', `NOT NULL DEFAULT '${roles[0] ?? 'customer'}' CHECK (role IN (${checked}))`),
  ];
  if (level > 1)
    fields.splice(2, 0, f('password_hash', 'VARCHAR(255)', 'NULL (null for magic-link and Google sign-in)'));
  if (level > 1) fields.push(f('email_verified_at', 'TIMESTAMPTZ', 'NULL'));
  if (level === 3) fields.push(f('deleted_at', 'TIMESTAMPTZ', 'NULL (soft delete)'));
  return { name: 'users', fields: [...fields, CREATED, UPDATED] };
}

/** Lookup from an entity's singular and plural (snake_case) to its table. */
export function tableIndex(entities: readonly ArchetypeEntity[]): Map<string, string> {
  const index = new Map<string, string>([['user', 'users']]);
  for (const entity of entities) {
    index.set(snakeCase(entity.name.singular), tableName(entity));
    index.set(snakeCase(entity.name.plural), tableName(entity));
  }
  return index;
}

function entityTable(entity: ArchetypeEntity, tables: ReadonlyMap<string, string>): Table {
  const seen = new Set(['id', 'created_at', 'updated_at']);
  const columns = entity.fields
    .map(columnOf)
    .filter((c) => !seen.has(c.name) && seen.add(c.name))
    .map((c) => withReference(c, tables));
  const owned = columns.some((c) => c.constraints.includes('REFERENCES'));
  // A record nobody else points at belongs to the account that created it.
  const owner =
    owned || seen.has('user_id')
      ? []
      : [f('user_id', 'UUID', 'NOT NULL REFERENCES users(id) ON DELETE CASCADE')];
  return { name: tableName(entity), fields: [ID, ...owner, ...columns, CREATED, UPDATED] };
}

/** The tables for these entities: users first, then one table per entity, then infrastructure. */
export function buildDatabaseSchema(
  entities: readonly ArchetypeEntity[],
  level: StackLevel,
  roles: readonly string[],
): GenerateTechDocumentationResponse['databaseSchema'] {
  const chosen = entities
    .filter((e) => !['user', 'users'].includes(tableName(e)))
    .slice(0, ENTITY_LIMITS[level]);
  const index = tableIndex(chosen);
  const tables: Table[] = [usersTable(level, roles), ...chosen.map((e) => entityTable(e, index))];
  if (level > 1) {
    tables.push({
      name: 'notifications',
      fields: [
        ID,
        f('user_id', 'UUID', 'NOT NULL REFERENCES users(id) ON DELETE CASCADE'),
        f('channel', 'VARCHAR(10)', "NOT NULL CHECK (channel IN ('email','sms','push'))"),
        f('template', 'VARCHAR(100)', 'NOT NULL'),
        f('sent_at', 'TIMESTAMPTZ', 'NULL'),
        CREATED,
      ],
    });
  }
  if (level === 3) {
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
    );
  }
  return { tables };
}
