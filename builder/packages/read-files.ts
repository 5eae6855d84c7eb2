// Reads the picked or dropped .json files; a file that is not JSON becomes a problem named by its file.
import type { PackageProblem } from '../../schemas/package';
import type { UploadFile } from './packages-api';

export interface ReadFiles {
  files: UploadFile[];
  problems: PackageProblem[];
}

export async function readJsonFiles(list: FileList | File[]): Promise<ReadFiles> {
  const read: ReadFiles = { files: [], problems: [] };
  for (const file of Array.from(list)) {
    try {
      read.files.push({ name: file.name, content: JSON.parse(await file.text()) as unknown });
    } catch (error) {
      read.problems.push({ file: file.name, path: '/', message: `is not JSON: ${(error as Error).message}` });
    }
  }
  return read;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The form with this id in the uploaded files (a package's forms or a single form), for its diff. */
export function uploadedForm(files: UploadFile[], formId: string): Record<string, unknown> | undefined {
  for (const { content } of files) {
    if (!isObject(content)) continue;
    const candidates = Array.isArray(content.forms) ? content.forms : [content];
    const found = candidates.find((form) => isObject(form) && form.id === formId);
    if (!isObject(found)) continue;
    // The wire format keeps the component list as one JSON text.
    const components = found.components;
    if (Array.isArray(components) && typeof components[0] === 'string') {
      try {
        return { ...found, components: JSON.parse(components[0]) as unknown };
      } catch {
        return found;
      }
    }
    return found;
  }
  return undefined;
}
