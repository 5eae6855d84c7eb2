import { describe, expect, it } from 'vitest';
import { screenFormIdOfUrl } from './screen-url';

describe('screenFormIdOfUrl', () => {
  it('reads the form id of a screen address, with or without a record id, query or leading slash', () => {
    expect(screenFormIdOfUrl('/app/court-fines/court-fine-create')).toBe('court-fine-create');
    expect(screenFormIdOfUrl('/app/court-fines/court-fine-view/{{ data.id }}')).toBe('court-fine-view');
    expect(screenFormIdOfUrl('app/deposits/deposit-list?status=open#top')).toBe('deposit-list');
    expect(screenFormIdOfUrl(' /public/fines/pay-a-fine/7 ')).toBe('pay-a-fine');
    expect(screenFormIdOfUrl('/app/worklist/my-workflow-items')).toBe('my-workflow-items');
  });

  it("answers nothing for the app's own pages, other sites, templated form ids and other paths", () => {
    const pages = [
      '/app/users/my-profile',
      '/app/pages/privacy-statement',
      '/app/my-dashboard',
      '/app/worklist/workflow-item/12',
      '/app/documents/download/3',
    ];
    for (const page of pages) expect(screenFormIdOfUrl(page), page).toBeUndefined();
    expect(screenFormIdOfUrl('https://courts.example/app/fines/court-fine-view')).toBeUndefined();
    expect(screenFormIdOfUrl('mailto:finance@courts.example')).toBeUndefined();
    expect(screenFormIdOfUrl('/app/fines/{{ data.screen }}')).toBeUndefined();
    expect(screenFormIdOfUrl('/forms/form-builder')).toBeUndefined();
    expect(screenFormIdOfUrl('/app/fines/court-fine-view/1/extra')).toBeUndefined();
    expect(screenFormIdOfUrl('/app/fines')).toBeUndefined();
  });
});
