import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../platform/lazy';
import { ChunkLoadErrorScreen, CrashScreen } from '../engine/page/ErrorScreens';
import { reportScreenError } from '../platform/error-reporting';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
}

/**
 * Catches what a screen throws while loading or rendering. A chunk that failed to load gets
 * the ChunkLoadError screen with its Reload button; anything else a generic crash screen.
 * Mounted with `key={pathname}` so that navigating elsewhere starts afresh.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Forwarded to the error-reporting service when WEB_SENTRY_DSN is set (spec 01 §8).
    console.error(error, info.componentStack);
    reportScreenError(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isChunkLoadError(error) ? <ChunkLoadErrorScreen /> : <CrashScreen />;
  }
}
