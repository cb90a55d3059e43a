import { Component, type ReactNode } from 'react';

interface RetryWhenOnlineProps {
  children: ReactNode;
  /** Shown in place of the children while they cannot be shown (keep it the same size). */
  fallback: ReactNode;
  /** Called before the children are tried again (e.g. to make a new lazy component). */
  onRetry: () => void;
}

/**
 * For a part whose code loads on demand (React.lazy): with no network the import fails, and
 * without this the error would take the whole page down. The part shows `fallback` instead and is
 * tried again when the browser is back online.
 */
export class RetryWhenOnline extends Component<RetryWhenOnlineProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override componentDidCatch() {
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
