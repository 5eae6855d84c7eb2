import { describe, expect, it } from 'vitest';
import type { FormDefinitionWire } from '../../../schemas/form-definition';
import type { HttpClient } from '../../core/http';
import { loadScreen, ScreenConfigError } from './screen-loader';

const httpAnswering = (form: unknown) => ({ get: async () => form }) as unknown as HttpClient;

describe('loadScreen', () => {
  it('decodes the wire format and finds the screen configuration', async () => {
    const components = [
      { type: 'screen-config', key: 'screen', screenType: 'view', retrievalUrl: '/court-fines' },
      { type: 'textfield', key: 'a' },
    ];
    const loaded = await loadScreen(
      httpAnswering({ id: 'f', name: 'F', category: '', components: [JSON.stringify(components)] }),
      'f',
    );
    expect(loaded.screenConfig).toMatchObject({ screenType: 'view', retrievalUrl: '/court-fines' });
    expect(loaded.form.components).toHaveLength(2);
  });

  it('refuses a screen configuration that breaks its schema, naming each path', async () => {
    const components = [
      { type: 'screen-config', key: 'bad-', screenType: 'list', additionalConfig: [{ propertyName: 'x' }] },
    ];
    const error = await loadScreen(
      httpAnswering({ id: 'f', name: 'F', category: '', components: [JSON.stringify(components)] }),
      'f',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenConfigError);
    expect((error as ScreenConfigError).problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/key', '/screenType', '/additionalConfig/0/propertyValue']),
    );
  });

  it('asks for the newest version only when the screen was opened with draft', async () => {
    const urls: string[] = [];
    const components = [{ type: 'textfield', key: 'a' }];
    const http = {
      get: async (url: string) => {
        urls.push(url);
        return { id: 'f', name: 'F', category: '', components: [JSON.stringify(components)] };
      },
    } as unknown as HttpClient;
    await loadScreen(http, 'a form');
    await loadScreen(http, 'a form', { draft: true });
    expect(urls).toEqual(['/api/ignite/application/a%20form', '/api/ignite/application/a%20form?draft=true']);
  });

  it('takes a form already asked for instead of asking again', async () => {
    const urls: string[] = [];
    const http = {
      get: async (url: string) => {
        urls.push(url);
        throw new Error('asked again');
      },
    } as unknown as HttpClient;
    const components = [{ type: 'textfield', key: 'a' }];
    const prefetched = Promise.resolve<FormDefinitionWire>({
      id: 'f',
      name: 'F',
      category: '',
      components: [JSON.stringify(components)],
    });
    const loaded = await loadScreen(http, 'f', { prefetched });
    expect(loaded.form.components).toEqual(components);
    expect(urls).toEqual([]);
  });
});
