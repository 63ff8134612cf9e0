import { css } from 'styled-components';

/** A panel hanging below its toggle's right edge in the navigation bar (menus, the notification centre). */
export const popoverSurface = css`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  z-index: 900;
`;
