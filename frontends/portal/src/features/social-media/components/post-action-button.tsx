import { Button, cn } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import type { PostAction } from '../social-media-api';

/**
 * A button of a post's action, wherever posts are shown (the library's cards, the Overview):
 * the decision stands out, deleting is quiet and red.
 */
export function PostActionButton({
  action,
  disabled,
  label,
  onClick,
  children,
}: {
  action: PostAction;
  disabled: boolean;
  /** The accessible name, where the visible text alone would not say which post. */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={action === 'approve' ? 'primary' : action === 'delete' ? 'ghost' : 'outline'}
      className={cn(action === 'delete' && 'text-danger')}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
