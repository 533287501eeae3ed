import type { GenerateLogosRequest, GenerateLogosResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateLogosResult = WithProvenance<GenerateLogosResponse>;

/** POST /api/generate/logos (starter and up; 403 for free): SVG logo designs, none selected. */
export function generateLogos(body: GenerateLogosRequest): Promise<GenerateLogosResult> {
  return api.post<GenerateLogosResult>('/api/generate/logos', body);
}

export function useGenerateLogos() {
  return useMutation({ mutationFn: generateLogos });
}
