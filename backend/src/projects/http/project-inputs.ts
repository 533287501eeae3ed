import type { BodyNormalizer } from '../../shared/http/normalize-body';
import { stepDataInput } from '../../shared/http/spec-values';

/**
 * POST and PATCH /api/projects as a client written from the spec sends them (docs/decisions.md
 * "Projects and the wizard"): a selected idea with only the four fields part 2 lists, option values
 * in any case or as labels, a name length as a number (shared/http/spec-values.ts). Wrong types
 * (a step as '3') stay 400. Everything else is judged by the contract (contracts/step-data.ts).
 */

export const projectInput: BodyNormalizer = (body) => {
  if (body.stepData !== undefined) body.stepData = stepDataInput(body.stepData);
  return body;
};
