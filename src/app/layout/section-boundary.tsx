import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionError } from './section-error';

interface SectionBoundaryProps {
  children: ReactNode;
}

interface SectionBoundaryState {
  error: Error | null;
}

/**
 * Catches a render error in one route (or section) so the header, footer, cart and the rest of the
 * shop keep working. "Try again" re-renders the section. Keyed by pathname where it is used, so
 * navigating away resets it.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): SectionBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A section failed to render:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <SectionError onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
