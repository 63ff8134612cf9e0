import { Button } from '@whalewatch/shared/core';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A small part that could not be loaded (a menu, a dialog), said where it would have been, with Retry. */
export function LoadFailedInline({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Row role="alert">
      {`${what} could not be loaded.`}
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Row>
  );
}
