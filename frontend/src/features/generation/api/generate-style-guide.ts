import type { GenerateStyleGuideRequest, GenerateStyleGuideResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateStyleGuideResult = WithProvenance<GenerateStyleGuideResponse>;

/** POST /api/generate/style-guide: colours, fonts, personality traits and design principles. */
export function generateStyleGuide(body: GenerateStyleGuideRequest): Promise<GenerateStyleGuideResult> {
  return api.post<GenerateStyleGuideResult>('/api/generate/style-guide', body);
}

export function useGenerateStyleGuide() {
  return useMutation({ mutationFn: generateStyleGuide });
}
