import { BadRequestException, Injectable, NotFoundException, type ArgumentMetadata } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

/** Turns zod issues into `{ "field.path": "message" }`, the first message per field. */
export function issuesToDetails(error: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in details)) details[key] = issue.message;
  }
  return details;
}

/** 400 with per-field details; the body shape every client relies on (contracts/errors.ts). */
export class RequestValidationError extends BadRequestException {
  constructor(readonly details: Record<string, string>) {
    // The code puts a lowercase 'validation' in the body text, which the spec's client looks for
    // before it shows `details` under the fields.
    super({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      code: 'validation_failed',
      details,
    });
  }
}

const ZodPipe = createZodValidationPipe({
  createValidationException: (error: unknown) =>
    new RequestValidationError(error instanceof ZodError ? issuesToDetails(error) : { _: 'Invalid request' }),
});

/**
 * The global pipe. A request without a body is read as `{}`: calls the spec sends with no payload
 * (cancel-subscription, complete, export) must not fail, and a missing body on a call that needs
 * fields answers with a message per missing field rather than one for the whole body.
 */
@Injectable()
export class AppValidationPipe extends ZodPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const body =
      metadata.type === 'body' && (value === undefined || value === null || value === '') ? {} : value;
    const bad = unstorableTextPaths(
      body,
      metadata.type === 'param' || metadata.type === 'query' ? [metadata.data ?? ''] : [],
    );
    // An id no record can have: not found, like any unknown id.
    if (bad.length > 0 && metadata.type === 'param') throw new NotFoundException('Not found');
    if (bad.length > 0)
      throw new RequestValidationError(
        Object.fromEntries(bad.map(({ path, message }) => [path || '_', message])),
      );
    return super.transform(body, metadata);
  }
}

const NUL_MESSAGE = 'Text must not contain the NUL character';
const SURROGATE_MESSAGE = 'Text must be valid Unicode (it has half of a character pair)';
/** Half of a UTF-16 surrogate pair without its other half (JSON allows it as a \u escape). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

type Found = Array<{ path: string; message: string }>;

/**
 * Paths of strings (values or keys) PostgreSQL cannot store in text or jsonb: U+0000 and lone
 * UTF-16 surrogates (issue 17). Refused as bad input, for every route, instead of failing in the
 * database with a 500.
 */
function unstorableTextPaths(value: unknown, path: string[], found: Found = [], depth = 0): Found {
  if (found.length >= 20 || depth > 50) return found;
  if (typeof value === 'string') {
    const message = textProblem(value);
    if (message) found.push({ path: path.filter(Boolean).join('.'), message });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableTextPaths(item, [...path, String(i)], found, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const message = textProblem(key);
      if (message) found.push({ path: [...path, key].filter(Boolean).join('.'), message });
      else unstorableTextPaths(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}

/** Parses a value with a schema in a handler (route params, query), with the same 400 answer. */
export function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RequestValidationError(issuesToDetails(parsed.error));
  return parsed.data;
}
