import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: filter 0.15s ease;
  &:hover:not(:disabled) { filter: brightness(1.1); }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.dangerText};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `;
    }
  }}
  /* Its own colours rather than a faded copy of the variant: faded, white on blue fell to 2.6:1. */
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.controlBorder};
    cursor: not-allowed;
  }
`;
