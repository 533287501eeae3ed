import { AlertCircle, RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface State {
  error: Error | null;
}

/** Keeps a failing step inside its card: the frame (progress, saving, navigation) stays usable. */
export class StepErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A wizard step failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>This step could not be shown</AlertTitle>
        <AlertDescription>
          <p>Your saved work is safe. Try again, or reload the page (a newer version may be available).</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => this.setState({ error: null })}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
}
