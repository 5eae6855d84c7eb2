// Which fields of a resource a caller may filter and sort on: the form's input fields they may see.
import { eachComponent } from '../../runtime/core/form-tree';
import type { QueryFields } from './query/q-compiler';
import type { RecordAccess } from './record-access';

export function queryableFields(access: RecordAccess): QueryFields {
  const hidden = new Set(access.restricted.map((path) => path.join('.')));
  const allowed: string[] = [];
  eachComponent(access.components, ({ component, dataPath }) => {
    const path = dataPath.join('.');
    if (component.key && component.input !== false && !hidden.has(path)) allowed.push(path);
  });
  return {
    searchable: access.resource.searchableFields.filter((field) => !hidden.has(field)),
    allowed,
  };
}
