import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { z } from 'zod';
import { GenerationFailed } from '../../domain/errors';
import type { GenerationKind } from '../../domain/generator.port';

export interface JsonCompletionRequest<S extends z.ZodType> {
  kind: GenerationKind;
  system: string;
  user: string;
  schema: S;
  seed: number;
  temperature: number;
}

export interface CompletionSettings {
  model: string;
  /** Send `seed` to the provider (most OpenAI-compatible servers accept it). */
  sendSeed: boolean;
}

/** "```json\n{...}\n```" -> "{...}"; some compatible servers wrap JSON even in JSON mode. */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return (fenced?.[1] ?? trimmed).trim();
}

function providerFailure(kind: GenerationKind, error: unknown): GenerationFailed {
  if (error instanceof APIConnectionError) {
    return new GenerationFailed(
      kind,
      'provider-unreachable',
      `The AI provider could not be reached (${error.message}).`,
      { cause: error },
    );
  }
  if (error instanceof APIError) {
    const reported: unknown = error.status;
    const status = typeof reported === 'number' ? reported : undefined;
    const detail =
      status === 401 || status === 403
        ? 'the API key was rejected'
        : status === 429
          ? 'the rate limit or quota was exceeded'
          : status !== undefined && status >= 500
            ? 'the provider had an internal error'
            : 'the request was refused';
    return new GenerationFailed(
      kind,
      'provider-error',
      `The AI provider failed: ${detail} (HTTP ${status ?? 'unknown'}).`,
      { status, cause: error },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GenerationFailed(kind, 'provider-error', `The AI provider failed: ${message}`, { cause: error });
}

function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** One chat completion in JSON mode: the answer's text, or why there is none. */
async function completionText<S extends z.ZodType>(
  client: OpenAI,
  settings: CompletionSettings,
  request: JsonCompletionRequest<S>,
): Promise<{ text: string } | { problem: GenerationFailed }> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: settings.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: { type: 'json_object' },
      temperature: request.temperature,
      ...(settings.sendSeed ? { seed: request.seed } : {}),
    });
  } catch (error) {
    throw providerFailure(request.kind, error);
  }

  const choice = completion.choices?.[0];
  if (choice?.finish_reason === 'length') {
    return {
      problem: new GenerationFailed(
        request.kind,
        'invalid-response',
        'The AI answer was cut off before it was complete; nothing was saved.',
      ),
    };
  }
  const content = choice?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    const refusal = choice?.message?.refusal;
    return {
      problem: new GenerationFailed(
        request.kind,
        'invalid-response',
        refusal ? `The AI refused: ${refusal}` : 'The AI answer was empty.',
      ),
    };
  }
  return { text: content };
}

function parseAnswer(kind: GenerationKind, text: string): { json: unknown } | { problem: GenerationFailed } {
  try {
    return { json: parseJson(stripCodeFence(text)) };
  } catch (error) {
    return {
      problem: new GenerationFailed(
        kind,
        'invalid-json',
        'The AI answer was not valid JSON; nothing was saved.',
        {
          cause: error,
        },
      ),
    };
  }
}

/** One chat completion in JSON mode, parsed and validated; any failure is a `GenerationFailed`. */
export async function completeJson<S extends z.ZodType>(
  client: OpenAI,
  settings: CompletionSettings,
  request: JsonCompletionRequest<S>,
): Promise<z.output<S>> {
  const answer = await completionText(client, settings, request);
  if ('problem' in answer) throw answer.problem;
  const parsed = parseAnswer(request.kind, answer.text);
  if ('problem' in parsed) throw parsed.problem;
  const checked = request.schema.safeParse(parsed.json);
  if (!checked.success) {
    throw new GenerationFailed(
      request.kind,
      'invalid-response',
      `The AI answer did not have the expected shape (${describeIssues(checked.error.issues)}); nothing was saved.`,
      { cause: checked.error },
    );
  }
  return checked.data;
}

/** An answer whose unusable fields were taken from the offline generator, and which ones. */
export interface FieldwiseAnswer<T> {
  value: T;
  /** Top-level fields that came from the offline generator ('*' for all of them). */
  fallbacks: string[];
}

/**
 * One chat completion whose answer is checked field by field: each top-level field of the object
 * schema that is missing or invalid is replaced by the offline generator's value for that field.
 * A provider failure (unreachable, HTTP error) still fails; an answer that is cut off, empty or not
 * JSON is replaced as a whole, so the step never fails because of what the model wrote.
 */
export async function completeJsonFieldwise<Shape extends z.ZodRawShape>(
  client: OpenAI,
  settings: CompletionSettings,
  request: JsonCompletionRequest<z.ZodObject<Shape>>,
  fallback: () => Promise<z.output<z.ZodObject<Shape>>>,
): Promise<FieldwiseAnswer<z.output<z.ZodObject<Shape>>>> {
  const answer = await completionText(client, settings, request);
  const parsed = 'problem' in answer ? answer : parseAnswer(request.kind, answer.text);
  if ('problem' in parsed || typeof parsed.json !== 'object' || parsed.json === null) {
    return { value: await fallback(), fallbacks: ['*'] };
  }
  const json = parsed.json as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const fallbacks: string[] = [];
  let offline: Record<string, unknown> | undefined;
  for (const [key, fieldSchema] of Object.entries(request.schema.shape)) {
    const checked = (fieldSchema as z.ZodType).safeParse(json[key]);
    if (checked.success) {
      out[key] = checked.data;
      continue;
    }
    offline ??= (await fallback()) as Record<string, unknown>;
    out[key] = offline[key];
    fallbacks.push(key);
  }
  const whole = request.schema.safeParse(out);
  if (!whole.success) return { value: await fallback(), fallbacks: ['*'] };
  return { value: whole.data, fallbacks };
}
