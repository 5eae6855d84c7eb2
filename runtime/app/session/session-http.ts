// The app's HTTP client: the core client plus the session's part of the error catalogue (spec 000 §8):
// while the idle lock is on, requests wait for it to lift; a 401 on any request but sign-in is retried
// once when the session re-authenticates in place (the lock screen), and passed on otherwise. Uploads
// follow the same rules.
import { ApiError, HttpClient, type HttpClientOptions, type RequestOptions } from '../../core/http';

export interface SessionHooks {
  /** Sign-in calls are never held back nor retried. */
  isSignIn(url: string): boolean;
  isLocked(): boolean;
  /** Resolves true once the session is re-authenticated in place, false when it ends instead. */
  reauthenticated(): Promise<boolean>;
}

export class SessionHttpClient extends HttpClient {
  constructor(
    options: HttpClientOptions,
    private readonly hooks: SessionHooks,
  ) {
    super(options);
  }

  override request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
    return this.inSession(url, () => super.request<T>(method, url, options));
  }

  override upload<T>(
    url: string,
    body: FormData,
    onProgress?: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<T> {
    return this.inSession(url, () => super.upload<T>(url, body, onProgress, signal));
  }

  private async inSession<T>(url: string, call: () => Promise<T>): Promise<T> {
    const signIn = this.hooks.isSignIn(url);
    if (!signIn && this.hooks.isLocked() && !(await this.hooks.reauthenticated()))
      throw new ApiError(401, 'TOKEN_NOT_FOUND', 'Sign in to continue');
    try {
      return await call();
    } catch (error) {
      // The error catalogue has seen the error (LOGOUT emitted, lock kept or sign-in shown) by now.
      if (signIn || !(error instanceof ApiError) || error.status !== 401) throw error;
      if (!this.hooks.isLocked() || !(await this.hooks.reauthenticated())) throw error;
      return call();
    }
  }
}

/** One waiting line for re-authentication: requests wait, the lock screen settles it. */
export class Reauthentication {
  private waiting: ((ok: boolean) => void)[] = [];

  wait(): Promise<boolean> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  settle(ok: boolean): void {
    for (const resolve of this.waiting.splice(0)) resolve(ok);
  }

  get pending(): number {
    return this.waiting.length;
  }
}
