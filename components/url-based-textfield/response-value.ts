// The field's value in the response: at apiDataPath, or the whole response for '*' (spec 001 §7.2).
import get from 'lodash/get';
import { WHOLE_RESPONSE } from '../../schemas/values/api-text-field';

export function valueAtDataPath(response: unknown, apiDataPath: string): unknown {
  const path = apiDataPath.trim();
  if (path === WHOLE_RESPONSE || path === '') return response;
  return get(response, path);
}
