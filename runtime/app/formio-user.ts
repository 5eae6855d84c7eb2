// Form.io reads its own signed-in user (evalContext's `user`) several times per component drawn: eight
// times per text field, 4,000 times for a screen of 500. With none stored, its getUser throws and catches a
// JSON error and then reads the cookies, each time. The portal stores no Form.io user, so while nothing is
// stored and there are no cookies the answer is null, found once per task: storage and cookies can only
// change between tasks (another tab, a response) or by this page's own code through Form.io's setUser or
// setToken, which forget the answer. Anything else goes to Form.io's own getUser.

interface FormioUsers {
  namespace?: string;
  getUser(options?: { namespace?: string }): unknown;
  setUser(...args: unknown[]): unknown;
  setToken(...args: unknown[]): unknown;
}

export function answerNoFormioUserQuickly(formio: FormioUsers): void {
  const ownGetUser = formio.getUser.bind(formio);
  const ownSetUser = formio.setUser.bind(formio);
  const ownSetToken = formio.setToken.bind(formio);
  /** The user names found unstored in this task (with no cookies), forgotten when it ends. */
  let unstored: Set<string> | undefined;
  const forget = () => {
    unstored = undefined;
  };

  formio.getUser = (options?: { namespace?: string }) => {
    const name = `${options?.namespace || formio.namespace || 'formio'}User`;
    if (unstored?.has(name)) return null;
    try {
      const storage = localStorage.getItem('useSessionToken') ? sessionStorage : localStorage;
      if (storage.getItem(name) === null && document.cookie === '') {
        if (!unstored) {
          unstored = new Set();
          queueMicrotask(forget);
        }
        unstored.add(name);
        return null;
      }
    } catch {
      // storage not readable: Form.io's own answer
    }
    return ownGetUser(options);
  };
  formio.setUser = (...args: unknown[]) => {
    forget();
    return ownSetUser(...args);
  };
  formio.setToken = (...args: unknown[]) => {
    forget();
    return ownSetToken(...args);
  };
}
