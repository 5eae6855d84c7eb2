import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionProcessor } from '../../../schemas/actions';
import type { JsonSchema } from '../json-schema';
import { ChainEditor } from './ChainEditor';

function Harness({ initial, seen }: { initial: unknown[]; seen: unknown[][] }) {
  const [steps, setSteps] = useState(initial);
  return (
    <ChainEditor
      path="/actionProcessors"
      dialect="chain"
      steps={steps}
      itemSchema={ActionProcessor as JsonSchema}
      onChange={(next) => {
        seen.push(next);
        setSteps(next);
      }}
    />
  );
}

describe('ChainEditor', () => {
  it('adds a step of a registered type with its type-specific settings open', () => {
    const seen: unknown[][] = [];
    render(<Harness initial={[]} seen={seen} />);
    const menu = screen.getByLabelText('Step type to add');
    expect([...menu.querySelectorAll('option')].map((o) => o.textContent)).toContain('getDataFromApi');
    fireEvent.change(menu, { target: { value: 'getDataFromApi' } });
    fireEvent.click(screen.getByText('Add step'));
    expect(seen.at(-1)).toEqual([
      { actionType: 'getDataFromApi', actionName: 'getDataFromApi1', apiConfig: { url: '' } },
    ]);
    fireEvent.change(screen.getByLabelText('Url'), { target: { value: '/api/fines' } });
    expect(seen.at(-1)).toEqual([
      { actionType: 'getDataFromApi', actionName: 'getDataFromApi1', apiConfig: { url: '/api/fines' } },
    ]);
    expect(document.querySelector('[data-setting-path="/actionProcessors/0/apiConfig/url"]')).not.toBeNull();
  });

  it('duplicates and deletes steps', () => {
    const seen: unknown[][] = [];
    render(<Harness initial={[{ actionType: 'goBack', actionName: 'back' }]} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 1' }));
    expect(seen.at(-1)).toEqual([
      { actionType: 'goBack', actionName: 'back' },
      { actionType: 'goBack', actionName: 'backCopy' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete step 1' }));
    expect(seen.at(-1)).toEqual([{ actionType: 'goBack', actionName: 'backCopy' }]);
  });

  it('changes a step type, showing that type’s settings', () => {
    render(<Harness initial={[{ actionType: 'goBack', actionName: 'back' }]} seen={[]} />);
    expect(screen.queryByText('Popup action')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type of step 1'), { target: { value: 'showPopup' } });
    expect(screen.getByText('Popup action')).toBeTruthy();
  });

  it('offers the popup types to choose from, the first one set', () => {
    const seen: unknown[][] = [];
    render(<Harness initial={[{ actionType: 'goBack', actionName: 'back' }]} seen={seen} />);
    fireEvent.change(screen.getByLabelText('Type of step 1'), { target: { value: 'showPopup' } });
    const popupType = screen.getByLabelText('Popup type');
    expect(popupType.tagName).toBe('SELECT');
    expect([...popupType.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'confirmation',
      'information',
      'reasoning',
      'custom',
    ]);
    expect(seen.at(-1)).toEqual([
      { actionType: 'showPopup', actionName: 'back', popupAction: { popupType: 'confirmation' } },
    ]);
  });

  it('gives a step changed to another type that type’s configuration, as a new step of it starts', () => {
    const seen: unknown[][] = [];
    render(<Harness initial={[{ actionType: 'goBack', actionName: 'back' }]} seen={seen} />);
    fireEvent.change(screen.getByLabelText('Type of step 1'), { target: { value: 'navigateToUrl' } });
    expect(seen.at(-1)).toEqual([
      { actionType: 'navigateToUrl', actionName: 'back', navigationConfig: { navigateToUrl: '' } },
    ]);
    // A configuration the step already holds is kept as it is.
    fireEvent.change(screen.getByLabelText('Type of step 1'), { target: { value: 'goBack' } });
    fireEvent.change(screen.getByLabelText('Type of step 1'), { target: { value: 'navigateToUrl' } });
    expect(seen.at(-1)).toEqual([
      { actionType: 'navigateToUrl', actionName: 'back', navigationConfig: { navigateToUrl: '' } },
    ]);
  });

  it('folds a card to its header and unfolds it, and folds all cards at once', () => {
    render(
      <Harness
        initial={[
          { actionType: 'goBack', actionName: 'back' },
          { actionType: 'closeAllPopups', actionName: 'closed' },
        ]}
        seen={[]}
      />,
    );
    const nameOfStep1 = () => screen.queryByDisplayValue('back');
    expect(nameOfStep1()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fold step 1' }));
    expect(screen.getByRole('button', { name: 'Unfold step 1' }).getAttribute('aria-expanded')).toBe('false');
    expect(nameOfStep1()?.closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fold all steps' }));
    expect(screen.getByRole('button', { name: 'Unfold step 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unfold all steps' }));
    expect(screen.getByRole('button', { name: 'Fold step 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fold step 2' })).toBeTruthy();
  });
});
