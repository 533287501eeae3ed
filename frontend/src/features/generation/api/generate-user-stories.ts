import type { GenerateUserStoriesRequest, GenerateUserStoriesResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type GenerateUserStoriesResult = WithProvenance<GenerateUserStoriesResponse>;

/** POST /api/generate/user-stories (starter and up; 403 for free): target users, journeys and stories. */
export function generateUserStories(body: GenerateUserStoriesRequest): Promise<GenerateUserStoriesResult> {
  return api.post<GenerateUserStoriesResult>('/api/generate/user-stories', body);
}

export function useGenerateUserStories() {
  return useMutation({ mutationFn: generateUserStories });
}
