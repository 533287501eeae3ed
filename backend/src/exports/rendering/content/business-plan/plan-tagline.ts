import type { ExportableProject } from '../../exportable-project';
import { textOrUndefined } from '../../not-defined';
import { brandName } from '../brand';

/**
 * The plan's subtitle: what the business is (the chosen idea), else its value proposition.
 * Never the name's rationale ('"Vero" suggests truth...'), which says nothing to a lender, and
 * never the title again (a project without a chosen name is titled after its idea).
 */
export function planTagline(project: ExportableProject): string | undefined {
  const { ideaGeneration, businessDefinition } = project.stepData;
  const tagline =
    textOrUndefined(ideaGeneration?.selectedIdea?.businessIdea) ??
    textOrUndefined(businessDefinition?.valueProposition);
  return tagline && tagline.toLowerCase() !== brandName(project).trim().toLowerCase() ? tagline : undefined;
}
