import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

const items = ['One', 'Two', 'Three'].map((label) => ({
  id: label.toLowerCase(),
  label,
  panel: <p>{label} panel</p>,
}));

describe('Tabs', () => {
  it('moves through a vertical list with the up/down and left/right arrows', () => {
    render(<Tabs label="Sections" items={items} orientation="vertical" variant="sidebar" />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Two panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Three panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('tabpanel').textContent).toBe('One panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Three panel');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
  });

  it('leaves up/down to the page in a horizontal list', () => {
    render(<Tabs label="Sections" items={items} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tabpanel').textContent).toBe('One panel');
  });
});
