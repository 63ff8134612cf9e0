// 'Remove Wallet' asks first (spec §2).
import { Button, Modal } from '@whalewatch/shared';
import styled from 'styled-components';

export const CONFIRM_DELETION_TITLE = 'Confirm Deletion';
export const CONFIRM_DELETION_TEXT = 'Are you sure you want to delete this wallet? This action cannot be undone.';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export function ConfirmDeletionDialog({ onCancel, onDelete }: { onCancel: () => void; onDelete: () => void }) {
  return (
    <Modal title={CONFIRM_DELETION_TITLE} onClose={onCancel}>
      <p>{CONFIRM_DELETION_TEXT}</p>
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </Actions>
    </Modal>
  );
}
