import type { ExportableProject } from '../../exportable-project';
import { textOrUndefined } from '../../not-defined';

/**
 * The plan's subtitle: what the business is (the chosen idea), else its value proposition.
 * Never the name's rationale ('"Vero" suggests truth...'), which says nothing to a lender.
 */
export function planTagline(project: ExportableProject): string | undefined {
  const { ideaGeneration, businessDefinition } = project.stepData;
  return (
    textOrUndefined(ideaGeneration?.selectedIdea?.businessIdea) ??
    textOrUndefined(businessDefinition?.valueProposition)
  );
}
