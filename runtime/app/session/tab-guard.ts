// The multiple-tab guard (spec 000 §4): each tab gets a random id and 500 ms after it starts announces
// itself on a shared broadcast channel; a tab not yet revoked that hears another tab's announcement marks
// its session revoked and notifies. The newest tab wins.
export const TAB_CHANNEL = 'ignite-portal-tabs';
export const TAB_ANNOUNCE_DELAY_MS = 500;

interface Channel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export class TabGuard {
  readonly tabId: string;
  revoked = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly channel: Channel,
    private readonly onRevoked: () => void,
    private readonly announceDelayMs = TAB_ANNOUNCE_DELAY_MS,
    tabId: string = globalThis.crypto.randomUUID(),
  ) {
    this.tabId = tabId;
  }

  start(): void {
    this.channel.onmessage = (event) => {
      const message = event.data as { type?: string; tabId?: string } | null;
      if (message?.type !== 'announce' || message.tabId === this.tabId || this.revoked) return;
      this.revoked = true;
      this.onRevoked();
    };
    this.timer = setTimeout(
      () => this.channel.postMessage({ type: 'announce', tabId: this.tabId }),
      this.announceDelayMs,
    );
  }

  stop(): void {
    clearTimeout(this.timer);
    this.channel.onmessage = null;
    this.channel.close();
  }
}
