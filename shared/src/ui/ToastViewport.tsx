import styled from 'styled-components';
import { dismissToast, useToasts, type ToastKind } from '../toast/toastStore';

/** At most this many at once, the newest; the older ones are still in the notification centre. */
export const VISIBLE_TOASTS = 4;

// Bottom right: at the top they covered the navigation bar, the bell and its panel, and a busy
// whale's toasts kept them covered.
const Region = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 1200;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(380px, calc(100vw - 32px));
`;

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[$kind === 'error' ? 'danger' : $kind]};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Dismiss = styled.button`
  margin-left: auto;
  background: none;
  border: none;
  color: inherit;
  cursor: pointer;
  font-size: 1.1rem;
`;

/** The bottom-right toast area, newest last. */
export function ToastViewport() {
  const toasts = useToasts().slice(-VISIBLE_TOASTS);
  return (
    <Region role="region" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <Item key={toast.id} $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <Body>
            <span>{toast.message}</span>
            {toast.link ? (
              <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
                {toast.link.label}
              </a>
            ) : null}
          </Body>
          <Dismiss aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
            ×
          </Dismiss>
        </Item>
      ))}
    </Region>
  );
}
