// The versions of one form and the content of the versions being compared (fetched once each).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormVersion, FormVersionSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { errorMessage } from '../../runtime/core/error-message';

export interface FormVersionsState {
  versions: FormVersionSummary[] | null;
  error: string | null;
  reload(): Promise<FormVersionSummary[]>;
  content(version: number): FormVersion | undefined;
  load(version: number): void;
}

export function useFormVersions(formId: string): FormVersionsState {
  const [versions, setVersions] = useState<FormVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [contents, setContents] = useState<Record<number, FormVersion>>({});
  // A version's content never changes once saved, so each is fetched at most once.
  const asked = useRef(new Set<number>());

  const fetchList = useCallback(() => builderApi.listVersions(formId), [formId]);
  const failed = (failure: unknown) => setError(errorMessage(failure));

  const reload = useCallback(async () => {
    try {
      const list = await fetchList();
      setVersions(list);
      setError(null);
      return list;
    } catch (failure) {
      failed(failure);
      return [];
    }
  }, [fetchList]);

  useEffect(() => {
    let current = true;
    fetchList().then(
      (list) => current && setVersions(list),
      (failure: unknown) => current && failed(failure),
    );
    return () => {
      current = false;
    };
  }, [fetchList]);

  const load = useCallback(
    (version: number) => {
      if (asked.current.has(version)) return;
      asked.current.add(version);
      builderApi.getVersion(formId, version).then(
        (content) => setContents((all) => ({ ...all, [version]: content })),
        (failure: unknown) => {
          asked.current.delete(version);
          failed(failure);
        },
      );
    },
    [formId],
  );

  return { versions, error, reload, content: (version) => contents[version], load };
}

/** The default comparison: the published version against the newest, else the two newest. */
export function defaultPair(versions: FormVersionSummary[]): [number, number] | null {
  const newest = versions[0]?.version;
  if (newest === undefined) return null;
  const published = versions.find((row) => row.published)?.version;
  if (published !== undefined && published !== newest) return [published, newest];
  return [versions[1]?.version ?? newest, newest];
}
