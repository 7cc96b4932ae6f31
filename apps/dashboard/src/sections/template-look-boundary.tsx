import { Component, type ErrorInfo, type ReactNode } from 'react';

interface TemplateLookBoundaryProps {
  /** The section in the plain look, drawn instead when the template's own drawing fails. */
  plain: ReactNode;
  children: ReactNode;
}

/** A template's section preview that throws as it draws leaves the plain preview, never a broken dashboard page. */
export class TemplateLookBoundary extends Component<TemplateLookBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("The template's section preview failed to draw", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}
