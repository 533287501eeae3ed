import type {
  GenerateBusinessDefinitionRequest,
  GenerateBusinessDefinitionResponse,
} from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateBusinessDefinitionResult = WithProvenance<GenerateBusinessDefinitionResponse>;

/** POST /api/generate/business-definition: the four definition fields for the selected idea. */
export function generateBusinessDefinition(
  body: GenerateBusinessDefinitionRequest,
): Promise<GenerateBusinessDefinitionResult> {
  return api.post<GenerateBusinessDefinitionResult>('/api/generate/business-definition', body);
}

export function useGenerateBusinessDefinition() {
  return useMutation({ mutationFn: generateBusinessDefinition });
}
