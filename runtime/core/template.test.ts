import { afterEach, describe, expect, it, vi } from 'vitest';
import { interpolate } from './template';

describe('interpolate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('interpolates {{ }} from the scope, nested paths included', () => {
    expect(
      interpolate('/court-fines/{{ data.id }}?p={{data.case.no}}', { data: { id: 7, case: { no: 'A1' } } }),
    ).toBe('/court-fines/7?p=A1');
  });

  it('evaluates {% %} and escapes {{{ }}}', () => {
    expect(interpolate('{% if (data.n > 1) { %}many{% } else { %}one{% } %}', { data: { n: 2 } })).toBe(
      'many',
    );
    expect(interpolate('<b>{{{ data.name }}}</b>', { data: { name: '<script>x</script>' } })).toBe(
      '<b>&lt;script&gt;x&lt;/script&gt;</b>',
    );
  });

  it('renders an unknown name as empty instead of throwing', () => {
    expect(interpolate('a{{ missing }}b', {})).toBe('ab');
  });

  it('returns the raw text and warns when the template cannot compile', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(interpolate('x {{ data. }} y', { data: {} })).toBe('x {{ data. }} y');
    expect(warn).toHaveBeenCalled();
  });

  it('runs code in the sandbox, where the page, its storage and the network are out of reach', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(interpolate('{{ typeof window }} {{ typeof localStorage }} {{ typeof fetch }}', {})).toBe(
      'undefined undefined undefined',
    );
    const defacing = '{% document.body.innerHTML = "Session expired" %}ok';
    expect(interpolate(defacing, {})).toBe(defacing);
    expect(warn).toHaveBeenCalled();
    expect(
      interpolate('{{ data.items.map((item) => item.n * 2).join("+") }}', {
        data: { items: [{ n: 1 }, { n: 2 }] },
      }),
    ).toBe('2+4');
  });

  it('fills path references without code, through own properties only', () => {
    const scope = { data: { name: 'Tan', tags: ['a', 'b'], note: 'abc' } };
    expect(
      interpolate('{{ data.name }} {{ data.tags[1] }} {{ data.note.length }} {{ data.missing }}', scope),
    ).toBe('Tan b 3 ');
    expect(interpolate('{{ data.constructor }}{{ data.__proto__ }}', scope)).toBe('');
  });

  it('returns the raw text of a template with a delimiter never closed, which lodash never sees', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(interpolate('Total {{ data.total }', { data: { total: 5 } })).toBe('Total {{ data.total }');
    expect(warn.mock.calls[0]?.[1]).toEqual(new Error('a {{ is never closed'));
    const flood = `{{ data.total }} ${'{{'.repeat(50_000)}`;
    expect(interpolate(flood, { data: { total: 5 } })).toBe(flood);
  });

  it('leaves text without templates untouched', () => {
    expect(interpolate('/plain/url', {})).toBe('/plain/url');
  });
});

describe('interpolateTwice (popup messages)', () => {
  it('fills the path references a message produced, and runs no template that data holds', async () => {
    const { interpolateTwice } = await import('./actions/chain/show-popup');
    const trap = vi.fn();
    Object.assign(globalThis, { trap });
    const data = {
      caseNumber: 'CF-2026-0001',
      message: 'Fine {{ data.caseNumber }} cannot be written off',
      evil: "{{ trap(1) }}{{constructor.constructor('trap(2)')()}}{% trap(3) %}",
    };
    expect(interpolateTwice('{{ data.message }}', { data })).toBe('Fine CF-2026-0001 cannot be written off');
    expect(interpolateTwice('{{ data.evil }}', { data })).toBe(data.evil);
    expect(interpolateTwice('{{ data.caseNumber }}: {{ data.evil }}', { data })).toBe(
      `CF-2026-0001: ${data.evil}`,
    );
    expect(trap).not.toHaveBeenCalled();
  });

  it('reads own properties only', async () => {
    const { interpolatePaths } = await import('./template');
    expect(
      interpolatePaths('[{{ data.constructor }}][{{ data.__proto__ }}][{{ data.items[1] }}]', {
        data: { items: ['a', 'b'] },
      }),
    ).toBe('[][][b]');
  });
});
