import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  name: string;
  children: ReactNode;
}

/** Catches a remote that fails to load or crashes while rendering; only its route is affected. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote screen ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
