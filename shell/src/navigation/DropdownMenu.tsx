import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { popoverSurface } from './popoverSurface';
import { useDismiss } from './useDismiss';

const Wrapper = styled.div`
  position: relative;
`;

export const MenuButton = styled.button`
  background: none;
  border: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  padding: ${({ theme }) => theme.space(2)};
`;

const Panel = styled.div`
  ${popoverSurface}
  min-width: 220px;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(2)};

  a,
  button {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: 6px;
    text-align: left;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

interface Props {
  label: ReactNode;
  /** Accessible name of the toggle when the label is not plain text. */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
}

/** A disclosure menu: opens on click, closes on Escape, a click outside, or a choice inside. */
export function DropdownMenu({ label, ariaLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(wrapperRef, open, close);

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton aria-expanded={open} aria-controls={panelId} aria-label={ariaLabel} onClick={() => setOpen(!open)}>
        {label} ▾
      </MenuButton>
      {open ? <Panel id={panelId}>{children(close)}</Panel> : null}
    </Wrapper>
  );
}
