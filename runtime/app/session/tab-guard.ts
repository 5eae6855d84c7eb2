// The multiple-tab guard (spec 000 §4): each tab gets a random id and 500 ms after it starts announces
// itself, with the time it started, on a shared broadcast channel; a tab not yet revoked that hears the
// announcement of a tab started after it marks its session revoked and notifies. The newest tab wins, also
// when an older tab's announcement is late (a busy machine) and reaches a tab opened in the meantime.
export const TAB_CHANNEL = 'ignite-portal-tabs';
export const TAB_ANNOUNCE_DELAY_MS = 500;

interface Channel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export class TabGuard {
  readonly tabId: string;
  readonly startedAt: number;
  revoked = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly channel: Channel,
    private readonly onRevoked: () => void,
    private readonly announceDelayMs = TAB_ANNOUNCE_DELAY_MS,
    tabId: string = globalThis.crypto.randomUUID(),
    startedAt: number = Date.now(),
  ) {
    this.tabId = tabId;
    this.startedAt = startedAt;
  }

  /** Whether the announcing tab started after this one (the same millisecond: the larger id). */
  private isNewer(message: { tabId: string; startedAt: number }): boolean {
    if (message.startedAt !== this.startedAt) return message.startedAt > this.startedAt;
    return message.tabId > this.tabId;
  }

  start(): void {
    this.channel.onmessage = (event) => {
      const message = event.data as { type?: string; tabId?: string; startedAt?: number } | null;
      if (message?.type !== 'announce' || message.tabId === this.tabId || this.revoked) return;
      if (typeof message.tabId !== 'string' || typeof message.startedAt !== 'number') return;
      if (!this.isNewer({ tabId: message.tabId, startedAt: message.startedAt })) return;
      this.revoked = true;
      this.onRevoked();
    };
    this.timer = setTimeout(
      () => this.channel.postMessage({ type: 'announce', tabId: this.tabId, startedAt: this.startedAt }),
      this.announceDelayMs,
    );
  }

  stop(): void {
    clearTimeout(this.timer);
    this.channel.onmessage = null;
    this.channel.close();
  }
}
