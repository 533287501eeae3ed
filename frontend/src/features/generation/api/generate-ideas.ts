import type { GenerateIdeasRequest, GenerateIdeasResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateIdeasResult = WithProvenance<GenerateIdeasResponse>;

/** POST /api/generate/ideas: as many ideas as the plan gives per generation. */
export function generateIdeas(body: GenerateIdeasRequest): Promise<GenerateIdeasResult> {
  return api.post<GenerateIdeasResult>('/api/generate/ideas', body);
}

export function useGenerateIdeas() {
  return useMutation({ mutationFn: generateIdeas });
}
