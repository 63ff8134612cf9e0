import { Button } from '@whalewatch/shared/core';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

/** A small part that could not be loaded (a menu, a dialog), said in a few words where it would have been, with Retry. */
export function LoadFailedInline({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Row role="alert">
      {message}
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Row>
  );
}
