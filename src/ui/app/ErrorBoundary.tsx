import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  failed: boolean;
}

/** A render failure shows the error screen; "Try again" or the logo returns to normal (spec §4). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
