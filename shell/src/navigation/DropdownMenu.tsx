// A menu in the navigation bar, after the WAI-ARIA menu button pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): Enter, Space or ↓ open it on its first item,
// ↑ on its last; in it ↓/↑ move (wrapping), Home/End jump, Escape closes back to the button, and Tab
// or focus leaving it closes it. A choice closes it too.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MenuToggle } from './MenuToggle';
import { isAction, type MenuEntry } from './navModel';
import { popoverSurface } from './popoverSurface';
import { PreloadingLink } from './PreloadingLink';
import { useDismiss } from './useDismiss';

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Panel = styled.div`
  ${popoverSurface}
  min-width: 220px;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(2)};

  [role='menuitem'] {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: 6px;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

type Opening = 'first' | 'last';

/** A navigation menu's props, whether it drops down from the bar or opens inline in the mobile menu. */
export interface MenuProps {
  label: string;
  entries: MenuEntry[];
  /** Accessible name of the button when the label alone would not say what it opens. */
  ariaLabel?: string;
  /** Shown on hover: the whole label when it is cut short (a long email). */
  title?: string;
  /** After a choice, besides closing the menu (the mobile menu closes itself). */
  onChoose?: () => void;
  className?: string;
}

export function DropdownMenu({ label, entries, ariaLabel, title, onChoose, className }: MenuProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const buttonId = useId();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  const close = useCallback(() => setOpening(null), []);
  useDismiss(wrapper, open, close, { returnFocusTo: button });

  // Focus lands in the menu once it is there.
  useEffect(() => {
    if (!opening) return;
    items.current[opening === 'first' ? 0 : entries.length - 1]?.focus();
  }, [opening, entries.length]);

  const focusItem = (index: number) => items.current[(index + entries.length) % entries.length]?.focus();

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const place = event.key === 'ArrowDown' ? 'first' : 'last';
    if (opening === place) focusItem(place === 'first' ? 0 : -1);
    else setOpening(place);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
      // Shift+Tab would land on the button anyway; the menu closes on the way.
      event.preventDefault();
      close();
      button.current?.focus();
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space chooses a link item as Enter does (a button item does this itself).
      event.preventDefault();
      event.target.click();
    }
  };

  const choose = () => {
    close();
    onChoose?.();
  };

  return (
    <Wrapper ref={wrapper} className={className}>
      <MenuToggle
        ref={button}
        id={buttonId}
        label={label}
        aria-label={ariaLabel}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      />
      {open ? (
        <Panel id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {entries.map((entry, index) => {
            const ref = (element: HTMLElement | null) => {
              items.current[index] = element;
            };
            return isAction(entry) ? (
              <button
                key={entry.label}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  choose();
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            ) : (
              <PreloadingLink key={entry.to} ref={ref} item={entry} role="menuitem" tabIndex={-1} onNavigate={choose} />
            );
          })}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
