import { useNavigation } from 'react-router';

/** A thin bar at the top while a route's code or data is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress-indeterminate bg-gradient-brand" />
    </div>
  );
}
