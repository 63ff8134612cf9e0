import styled from 'styled-components';

export type OverlayKind = 'success' | 'error';

const Box = styled.div<{ $kind: OverlayKind }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: 1100;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(8)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.successText : theme.colors.dangerText)};
  font-size: 1.25rem;
  font-weight: 700;
  text-align: center;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
`;

/** The centred message the spec shows for a few seconds (e.g. 'Wallet Tracking Has Started'). */
export function Overlay({ kind, message }: { kind: OverlayKind; message: string }) {
  return (
    <Box $kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </Box>
  );
}
