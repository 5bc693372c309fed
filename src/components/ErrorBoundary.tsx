import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the part that failed. */
  fallback: ReactNode;
  /**
   * A new value (the next page's path) clears the error, so navigating away recovers.
   * @default none
   */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt?: string;
}

/**
 * Whatever throws while rendering below it (a broken component, code that failed to load) shows
 * `fallback` instead of a blank page. The error is logged.
 */
export class ErrorBoundary extends Component<Props, State> {
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
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}
