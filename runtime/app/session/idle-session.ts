// The idle session (spec 000 §4, §9): NOT_STARTED → NOT_IDLE; after `idleSeconds` without activity IDLE,
// with a warning every `warningEverySeconds` counting down `timeoutSeconds`; then TIMED_OUT. Any activity
// before that returns to NOT_IDLE. Framework-free: the app feeds activity and reacts to the callbacks.
export const SESSION_STATES = {
  NOT_STARTED: 'NOT_STARTED',
  IDLE: 'IDLE',
  NOT_IDLE: 'NOT_IDLE',
  TIMED_OUT: 'TIMED_OUT',
} as const;
export type IdleState = (typeof SESSION_STATES)[keyof typeof SESSION_STATES];

/** Spec 000 §9. */
export const IDLE_DEFAULTS = { idleSeconds: 1800, timeoutSeconds: 60, warningEverySeconds: 5 } as const;

export const idleWarning = (seconds: number) =>
  `You have been idle for a while, session will be terminated in ${seconds} secs. Please save your work before the session timesout`;

export interface IdleSessionOptions {
  idleSeconds: number;
  timeoutSeconds: number;
  warningEverySeconds: number;
  onWarning(secondsLeft: number): void;
  onTimeout(): void;
  onStateChange?(state: IdleState): void;
  now?(): number;
  /** How often the clock is read (ms). */
  tickMs?: number;
}

export class IdleSession {
  state: IdleState = SESSION_STATES.NOT_STARTED;
  private lastActivity = 0;
  private idleSince = 0;
  private warningsShown = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: IdleSessionOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  start(): void {
    this.stop();
    this.lastActivity = this.now();
    this.setState(SESSION_STATES.NOT_IDLE);
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? 250);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Any user activity; ignored before start and after the time-out. */
  activity(): void {
    if (this.state !== SESSION_STATES.NOT_IDLE && this.state !== SESSION_STATES.IDLE) return;
    this.lastActivity = this.now();
    if (this.state === SESSION_STATES.IDLE) this.setState(SESSION_STATES.NOT_IDLE);
  }

  /** Reads the clock; public so that a wake-up (visibility change) can check at once. */
  tick(): void {
    const now = this.now();
    const { idleSeconds, timeoutSeconds, warningEverySeconds } = this.options;
    if (this.state === SESSION_STATES.NOT_IDLE && now - this.lastActivity >= idleSeconds * 1000) {
      this.idleSince = this.lastActivity + idleSeconds * 1000;
      this.warningsShown = 0;
      this.setState(SESSION_STATES.IDLE);
    }
    if (this.state !== SESSION_STATES.IDLE) return;
    const elapsed = now - this.idleSince;
    if (elapsed >= timeoutSeconds * 1000) {
      this.stop();
      this.setState(SESSION_STATES.TIMED_OUT);
      this.options.onTimeout();
      return;
    }
    const due = Math.floor(elapsed / (warningEverySeconds * 1000));
    if (due >= this.warningsShown) {
      this.warningsShown = due + 1;
      this.options.onWarning(timeoutSeconds - due * warningEverySeconds);
    }
  }

  private setState(state: IdleState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
