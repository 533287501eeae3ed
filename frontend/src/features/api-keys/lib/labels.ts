import type { ImageModel, TextModel } from '@bb/backend/contracts';

export const TEXT_MODEL_LABELS: Record<TextModel, string> = {
  'gpt-4o': 'GPT-4o (OpenAI)',
  'gpt-4': 'GPT-4 (OpenAI)',
  'gpt-3.5-turbo': 'GPT-3.5 Turbo (OpenAI)',
  'claude-3-opus-20240229': 'Claude 3 Opus (Anthropic)',
  'claude-3-haiku-20240307': 'Claude 3 Haiku (Anthropic)',
  'gemini-pro': 'Gemini Pro (Google)',
};

export const IMAGE_MODEL_LABELS: Record<ImageModel, string> = {
  'dall-e-3': 'DALL·E 3 (OpenAI)',
  'dall-e-2': 'DALL·E 2 (OpenAI)',
};

const lastUsedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A key's last use, or 'Never' until generation first uses it. */
export function formatLastUsed(lastUsed: string | null | undefined): string {
  if (!lastUsed) return 'Never';
  const at = new Date(lastUsed);
  return Number.isNaN(at.getTime()) ? 'Never' : lastUsedFormat.format(at);
}
