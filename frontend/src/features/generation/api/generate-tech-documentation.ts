import type {
  GenerateTechDocumentationRequest,
  GenerateTechDocumentationResponse,
} from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateTechDocumentationResult = WithProvenance<GenerateTechDocumentationResponse>;

/** POST /api/generate/tech-documentation (starter and up; 403 for free): stack, architecture, API, database. */
export function generateTechDocumentation(
  body: GenerateTechDocumentationRequest,
): Promise<GenerateTechDocumentationResult> {
  return api.post<GenerateTechDocumentationResult>('/api/generate/tech-documentation', body);
}

export function useGenerateTechDocumentation() {
  return useMutation({ mutationFn: generateTechDocumentation });
}
