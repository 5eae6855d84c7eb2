import { render } from '@testing-library/react';
import { Dialog } from 'primereact/dialog';
import { describe, expect, it } from 'vitest';
import './primereact-z-index';

const maskOf = (header: string) =>
  [...document.querySelectorAll<HTMLElement>('.p-dialog-mask')].find((mask) =>
    mask.textContent?.includes(header),
  );

describe("PrimeReact's z-index stack", () => {
  it('gives back the z-index of a dialog unmounted while shown, so the next one stacks on its own base', async () => {
    const first = render(
      <Dialog visible header="Closed by its parent" onHide={() => undefined}>
        x
      </Dialog>,
    );
    expect(Number(maskOf('Closed by its parent')?.style.zIndex)).toBeGreaterThan(1000);
    first.unmount();

    render(
      <Dialog visible header="Above Form.io" baseZIndex={20000} onHide={() => undefined}>
        y
      </Dialog>,
    );
    expect(Number(maskOf('Above Form.io')?.style.zIndex)).toBeGreaterThan(20000);
  });
});
