import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage';

interface Props {
  children: ReactNode;
  /** A new value (the next page's path) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt?: string;
}

/**
 * Whatever throws while rendering (a broken component, a page whose code failed to load) shows
 * the themed error screen instead of a blank page.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { error: undefined, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error:', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage />;
  }
}
