/**
 * Whether the toasts have been asked for yet. Their component, store and styles (about 15 KB
 * gzip) stay out of the first screen's JS until the first notice: Mantine's store keeps a toast
 * shown before its component mounts, and the component shows it on mounting.
 */
class ToastsDemand {
  private requested = false;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isRequested = (): boolean => this.requested;

  request(): void {
    if (this.requested) return;
    this.requested = true;
    this.listeners.forEach((listener) => listener());
  }
}

export const toastsDemand = new ToastsDemand();
