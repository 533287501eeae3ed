import { industries } from '../../contracts/options';
import { matchOption, type BodyNormalizer } from '../../shared/http/normalize-body';

/**
 * POST/PATCH /api/admin/ideas as the spec's admin form sends them (docs/decisions.md "Ideas"):
 * featuredDate "sent as a date" arrives as a JSON Date ('2026-03-01T00:00:00.000Z') and means its
 * calendar day; the industry may be a label in any case ('Technology', 'E-commerce'); none on
 * creation is 'other'; one outside the list is still refused.
 */
const isoDateTime = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function normalize(body: Record<string, unknown>, creating: boolean): Record<string, unknown> {
  if (typeof body.featuredDate === 'string') {
    const match = isoDateTime.exec(body.featuredDate.trim());
    if (match) body.featuredDate = match[1];
  }
  if (typeof body.industry === 'string') {
    body.industry =
      matchOption(body.industry, industries, { 'e-commerce': 'ecommerce', tech: 'technology' }) ??
      body.industry;
  } else if (creating && (body.industry === undefined || body.industry === null)) {
    body.industry = 'other';
  }
  if (typeof body.keyFeatures === 'string') body.keyFeatures = body.keyFeatures.split(/\r?\n|,/);
  return body;
}

export const createIdeaInput: BodyNormalizer = (body) => normalize(body, true);
export const patchIdeaInput: BodyNormalizer = (body) => normalize(body, false);
