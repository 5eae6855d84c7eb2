// The screen's propagated state (spec 000 §2): `stateToPropagate` (a JSON object, or a single value kept
// as `value`) and `stateToPropagate.{key}` query parameters, which take precedence over the state that
// came with in-app navigation.
export type PropagatedState = Record<string, unknown>;

const PREFIX = 'stateToPropagate';

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function propagatedStateFrom(search: URLSearchParams, navigationState?: unknown): PropagatedState {
  const state: PropagatedState =
    navigationState && typeof navigationState === 'object' ? { ...(navigationState as PropagatedState) } : {};
  const whole = search.get(PREFIX);
  if (whole !== null) {
    const parsed = parseValue(whole);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(state, parsed);
    else state.value = parsed;
  }
  for (const [name, value] of search.entries()) {
    if (name.startsWith(`${PREFIX}.`) && name.length > PREFIX.length + 1)
      state[name.slice(PREFIX.length + 1)] = parseValue(value);
  }
  return state;
}

/** Query parameters that carry a state to the next screen. */
export function stateToQuery(state: PropagatedState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    params.set(`${PREFIX}.${key}`, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}
