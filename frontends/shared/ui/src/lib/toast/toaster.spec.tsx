import '@terrabridge/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one toast at a time and closes it after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Logged out');
    // A list of toasts whose items are list items, each with its message announced.
    expect(screen.getByRole('listitem').textContent).toContain('Logged out');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Logged out')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Logged out')).toBeNull();
  });

  it('closes with the close button and announces errors as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logout failed', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Logout failed');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the notification region with F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
