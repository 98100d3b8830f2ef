import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { focusSecond?: boolean }) {
  const second = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open
      title="Edit the post"
      description="Both languages"
      closeLabel="Close"
      onClose={() => undefined}
      initialFocus={props.focusSecond ? second : undefined}
      {...props}
    >
      <label>
        First <input />
      </label>
      <label>
        Second <input ref={second} />
      </label>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its title and described, with its content inside', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Edit the post' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Second')).toBeTruthy();
  });

  it('gives focus to the control it is told to', () => {
    render(<Harness focusSecond />);
    expect(document.activeElement).toBe(screen.getByLabelText('Second'));
  });

  it('asks to close from its button and Escape, but not while busy', () => {
    const onClose = jest.fn();
    const { rerender } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Harness onClose={onClose} busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed', () => {
    render(<Harness open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('First')).toBeNull();
  });
});
