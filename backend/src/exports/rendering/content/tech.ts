import type { StepData } from '../../../contracts/step-data';
import { nonBlank, textOrUndefined } from '../not-defined';

type TechDocumentation = NonNullable<StepData['techDocumentation']>;

export interface StackLayer {
  layer: string;
  technologies: string[];
}

/** The four layers of the generated stack, or [] when none of them holds anything. */
export function stackLayers(tech: TechDocumentation | undefined): StackLayer[] {
  const stack = tech?.techStack;
  if (!stack) return [];
  const layers: StackLayer[] = [
    { layer: 'Frontend', technologies: nonBlank(stack.frontend) },
    { layer: 'Backend', technologies: nonBlank(stack.backend) },
    { layer: 'Database', technologies: nonBlank(stack.database) },
    { layer: 'Hosting', technologies: nonBlank(stack.hosting) },
  ];
  return layers.some((l) => l.technologies.length > 0) ? layers : [];
}

export interface StackChoice {
  name: string;
  description?: string;
}

/** The stack preset the founder picked; selectedStackDetails is untyped, so it is read defensively. */
export function stackChoice(tech: TechDocumentation | undefined): StackChoice | undefined {
  const details: unknown = tech?.selectedStackDetails;
  const record = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const name = typeof record['name'] === 'string' ? textOrUndefined(record['name']) : undefined;
  const description =
    typeof record['description'] === 'string' ? textOrUndefined(record['description']) : undefined;
  const chosen = name ?? textOrUndefined(tech?.selectedTechStack);
  return chosen ? { name: chosen, description } : undefined;
}

/** "Budget: small. Complexity: medium." or undefined when neither is set. */
export function planningSummary(tech: TechDocumentation | undefined): string | undefined {
  const parts = [
    tech?.budget ? `Budget: ${tech.budget}` : undefined,
    tech?.complexity ? `Complexity: ${tech.complexity}` : undefined,
  ].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? `${parts.join('. ')}.` : undefined;
}

export function formatParameters(
  parameters: readonly { name: string; type: string; required: boolean }[],
): string {
  if (parameters.length === 0) return 'None';
  return parameters
    .map((p) => `${p.name}: ${p.type}${p.required ? ' (required)' : ' (optional)'}`)
    .join('\n');
}

export interface VibePrompt {
  platform: string;
  label: string;
  prompt: string;
  readme: string;
}

const platformLabels: Record<string, string> = {
  replit: 'Replit',
  bolt: 'Bolt',
  lovable: 'Lovable',
  v0: 'v0',
  universal: 'any AI coding tool',
};

/** The vibe-coding outputs that hold a prompt, in a stable order. */
export function vibePrompts(tech: TechDocumentation | undefined): VibePrompt[] {
  return Object.entries(tech?.vibeCodingPrompts ?? {})
    .filter(([, output]) => textOrUndefined(output.prompt) !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([platform, output]) => ({
      platform,
      label: platformLabels[platform] ?? platform,
      prompt: output.prompt.trim(),
      readme: output.readme.trim(),
    }));
}
