import type {
  GenerateVibeCodingRequest,
  GenerateVibeCodingResponse,
  SubscriptionStatusResponse,
} from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export interface VibeCodingUsage {
  vibeCodingUsed: number;
  /** -1 unlimited. */
  vibeCodingLimit: number;
}

export type GenerateVibeCodingResult = WithProvenance<GenerateVibeCodingResponse> & {
  usage?: VibeCodingUsage;
};

/** The subscription status query's key (its URL); the vibe-coding quota lives in it. */
const SUBSCRIPTION_STATUS_KEY = ['/api/subscription-status'] as const;

/**
 * POST /api/generate-vibe-coding (paid plans, counted against the month's prompts; 403 for free
 * or when the month's prompts are used): a build prompt and a README for one coding platform.
 */
export function generateVibeCoding(body: GenerateVibeCodingRequest): Promise<GenerateVibeCodingResult> {
  return api.post<GenerateVibeCodingResult>('/api/generate-vibe-coding', body);
}

/** Puts the answer's usage into the cached subscription status at once, then refreshes it. */
export function useGenerateVibeCoding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVibeCoding,
    onSuccess: ({ usage }) => {
      if (usage) {
        queryClient.setQueryData<SubscriptionStatusResponse>(SUBSCRIPTION_STATUS_KEY, (status) =>
          status ? { ...status, usage: { ...status.usage, ...usage } } : status,
        );
      }
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
  });
}
