// Which fields of a resource a caller may filter and sort on: the form's input fields they may see. A
// container or grid is matched and sorted by its whole value (its JSON text), so one holding a field the
// caller may not see is neither: its text would tell the hidden value, a character at a time.
import { eachComponent } from '../../runtime/core/form-tree';
import type { QueryFields } from './query/q-compiler';
import type { RecordAccess } from './record-access';

export function queryableFields(access: RecordAccess): QueryFields {
  const hidden = access.restricted.map((path) => path.join('.'));
  const hiddenBelow = (path: string) =>
    hidden.some((joined) => joined === path || joined.startsWith(`${path}.`));
  const allowed: string[] = [];
  eachComponent(access.components, ({ component, dataPath }) => {
    const path = dataPath.join('.');
    if (component.key && component.input !== false && !hiddenBelow(path)) allowed.push(path);
  });
  return {
    searchable: access.resource.searchableFields.filter((field) => !hiddenBelow(field)),
    allowed,
  };
}
