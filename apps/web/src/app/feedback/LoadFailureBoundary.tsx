import { Component, type ReactNode } from 'react';

/**
 * Around a part fetched on first use that sits outside the router (the modals provider, the notifications
 * container): if its code cannot be fetched (a new release replaced it), that part is left out instead of the
 * error taking the whole page down; the pages' own errors still reach the router's error page.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
