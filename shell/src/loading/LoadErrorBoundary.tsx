import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Named in the console when it fails. */
  name: string;
  /** What shows instead of the part once it failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a part of the app whose code fails to load or that crashes while rendering (a remote
 * screen, a lazy page, the signed-in parts of the bar): only that part shows its fallback. Retry
 * remounts it under a new key.
 */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
