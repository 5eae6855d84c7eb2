import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDrawerDismissal } from './use-drawer-dismissal';

function Drawer() {
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDrawerDismissal(open, drawer, trigger, () => setOpen(false));
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <nav ref={drawer} aria-label="Drawer">
        <a href="#first">First</a>
        <a href="#second">Second</a>
      </nav>
      <p>Content</p>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('useDrawerDismissal', () => {
  it('moves the focus to the first item when the drawer opens', () => {
    render(<Drawer />);
    fireEvent.click(menuButton());
    expect(document.activeElement).toBe(screen.getByText('First'));
  });

  it('closes on Escape and gives the focus back to the menu button', () => {
    render(<Drawer />);
    fireEvent.click(menuButton());
    fireEvent.keyDown(screen.getByText('First'), { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on a press outside it, not on one inside it nor on the menu button', () => {
    render(<Drawer />);
    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByText('Second'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Content'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves Escape alone while the drawer is closed', () => {
    render(<Drawer />);
    screen.getByText('First').focus();
    fireEvent.keyDown(screen.getByText('First'), { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByText('First'));
  });
});
