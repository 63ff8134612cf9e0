import { useTheme } from '@whalewatch/shared/core';
import styled from 'styled-components';

const Toggle = styled.button`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  border-radius: 999px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  cursor: pointer;
  font: inherit;
  white-space: nowrap;
`;

/** The mode's name beside its symbol; a phone's bar has room for the symbol only (the name is in aria-label). */
const ModeName = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

/** Dark-mode switch; the choice is persisted by the theme store. */
export function ThemeToggle() {
  const { mode, toggle } = useTheme();
  const dark = mode === 'dark';
  return (
    <Toggle aria-pressed={dark} aria-label="Dark mode" onClick={toggle} title={dark ? 'Switch to light mode' : 'Switch to dark mode'}>
      {dark ? '☾' : '☀'}
      <ModeName> {dark ? 'Dark' : 'Light'}</ModeName>
    </Toggle>
  );
}
