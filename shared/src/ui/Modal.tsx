import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { holdAlerts } from '../toast/alertToast';
import { useDialogFocus } from './useDialogFocus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  z-index: 1000;
`;

const Dialog = styled.div`
  position: relative;
  width: min(560px, 100%);
  max-height: 90vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  background: none;
  border: none;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

// A title may hold a whole address ('Latest Transaction for 0x…', the spec's words): it wraps rather
// than widening the dialog (its top margin already keeps it below the close icon).
const Title = styled.h2`
  overflow-wrap: anywhere;
`;

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: keeps keyboard focus inside while open (starting on its first field), closes on a
 * click outside it, on Escape and on its close icon, and gives focus back to what opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // The latest onClose, so a parent's re-render neither re-binds Escape nor moves focus.
  const close = useRef(onClose);
  close.current = onClose;

  // No alert toast while a dialog is open: it shows once the last dialog closes.
  useEffect(() => holdAlerts(), []);

  useDialogFocus(dialogRef, close);

  return (
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef} tabIndex={-1}>
        <CloseButton aria-label="Close" onClick={onClose}>
          ×
        </CloseButton>
        <Title id={titleId}>{title}</Title>
        {children}
      </Dialog>
    </Backdrop>
  );
}
