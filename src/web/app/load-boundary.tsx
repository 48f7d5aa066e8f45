import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a blank app when a lazily loaded part fails (offline, or replaced by a deploy). */
export class LoadBoundary extends Component<LoadBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Part of the app failed to load', error);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
