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

/** One chat completion in JSON mode, parsed and validated; any failure is a `GenerationFailed`. */
export async function completeJson<S extends z.ZodType>(
  client: OpenAI,
  settings: CompletionSettings,
  request: JsonCompletionRequest<S>,
): Promise<z.output<S>> {
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
    throw new GenerationFailed(
      request.kind,
      'invalid-response',
      'The AI answer was cut off before it was complete; nothing was saved.',
    );
  }
  const content = choice?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    const refusal = choice?.message?.refusal;
    throw new GenerationFailed(
      request.kind,
      'invalid-response',
      refusal ? `The AI refused: ${refusal}` : 'The AI answer was empty.',
    );
  }

  let json: unknown;
  try {
    json = parseJson(stripCodeFence(content));
  } catch (error) {
    throw new GenerationFailed(
      request.kind,
      'invalid-json',
      'The AI answer was not valid JSON; nothing was saved.',
      { cause: error },
    );
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new GenerationFailed(
      request.kind,
      'invalid-response',
      `The AI answer did not have the expected shape (${describeIssues(parsed.error.issues)}); nothing was saved.`,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}
