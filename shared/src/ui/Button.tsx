import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

function variantColours(theme: DefaultTheme, variant: ButtonVariant) {
  switch (variant) {
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
}

/** What a button looks like, for a <button> and for a link that goes somewhere but looks like one. */
const buttonLook = css<{ $variant?: ButtonVariant }>`
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
  text-decoration: none;
  transition: filter 0.15s ease;
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  ${({ theme, $variant = 'primary' }) => variantColours(theme, $variant)}
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  ${buttonLook}
  /* Its own colours rather than a faded copy of the variant: faded, white on blue fell to 2.6:1. */
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.controlBorder};
    cursor: not-allowed;
  }
`;

/** A router link that looks like a button: it goes somewhere, so it is a link (primary unless told). */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** A button that reads as a link in running text ("Forgot Password?", "Use a recovery code instead"): it does something here, so it is a button. */
export const TextButton = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))`
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
