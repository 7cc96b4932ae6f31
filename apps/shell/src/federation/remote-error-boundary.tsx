import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches anything a remote throws while loading or rendering, so the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The remote "${this.props.remote}" failed.`, error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
