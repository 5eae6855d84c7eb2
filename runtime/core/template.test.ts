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

  it('leaves text without templates untouched', () => {
    expect(interpolate('/plain/url', {})).toBe('/plain/url');
  });
});
