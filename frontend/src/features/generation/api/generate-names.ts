import type { GenerateNamesRequest, GenerateNamesResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateNamesResult = WithProvenance<GenerateNamesResponse>;

/** POST /api/generate/names: names in the style and length bucket, each with a .com domain. */
export function generateNames(body: GenerateNamesRequest): Promise<GenerateNamesResult> {
  return api.post<GenerateNamesResult>('/api/generate/names', body);
}

export function useGenerateNames() {
  return useMutation({ mutationFn: generateNames });
}
