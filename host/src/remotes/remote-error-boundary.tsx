import { Component, type ReactNode } from 'react';
import { RemoteFailure } from './remote-failure';

interface Props {
  area: string;
  onRetry: () => void;
  /** Changing it clears a shown error (a retry, or a navigation to another page). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Keeps a failing remote inside its area: the shell, navigation and other remotes keep working.
 * React itself reports the caught error to the console.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return <RemoteFailure area={this.props.area} error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
