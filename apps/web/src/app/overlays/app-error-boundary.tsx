import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './lazy-error-screens.tsx';

/** Catches what happens outside the router (providers, toaster); route errors have their own screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
