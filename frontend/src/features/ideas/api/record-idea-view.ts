import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, browserTimeZone } from '@/lib/api';

/** The user opened an idea's details (feeds gamification: 'Viewed Business Idea'). */
export function recordIdeaView(ideaId: string): Promise<{ recorded: boolean }> {
  const timeZone = browserTimeZone();
  return api.post<{ recorded: boolean }>(
    `/api/idea-of-the-day/${encodeURIComponent(ideaId)}/view`,
    timeZone ? { timeZone } : {},
  );
}

export function useRecordIdeaView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordIdeaView,
    // a first view of the day earns points on the progress tracker
    onSuccess: ({ recorded }) =>
      recorded ? queryClient.invalidateQueries({ queryKey: ['/api/gamification/stats'] }) : undefined,
    // a lost view is not worth bothering the reader with
    onError: (error) => console.warn('Could not record the idea view', error),
  });
}
