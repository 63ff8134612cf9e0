// A section's failed load: what failed, and 'Try again'.
import { Button } from './Button';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert">
      {message}{' '}
      <Button $variant="ghost" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
