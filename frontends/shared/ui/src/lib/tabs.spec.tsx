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

describe('Tabs with a disabled tab', () => {
  const withDisabled = [
    { id: 'card', label: 'Card', panel: <p>Card panel</p>, disabled: true },
    { id: 'wallet', label: 'Wallet', panel: <p>Wallet panel</p> },
    { id: 'bank', label: 'Bank', panel: <p>Bank panel</p> },
  ];

  it('shows it as disabled, never selects it and passes over it with the keys', () => {
    const onValueChange = jest.fn();
    render(
      <Tabs
        label="Methods"
        items={withDisabled}
        defaultValue="wallet"
        onValueChange={onValueChange}
      />,
    );
    const card = screen.getByRole('tab', { name: 'Card' });
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Wallet' }).getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(card);
    expect(screen.getByRole('tabpanel').textContent).toBe('Wallet panel');
    expect(onValueChange).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Wallet' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Bank panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Wallet panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Bank panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Wallet panel');
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual([
      'bank',
      'wallet',
      'bank',
      'wallet',
    ]);
  });
});
