// A menu of the mobile menu (Products, the account) as a disclosure section: its entries open inline
// below the button, in the menu's own flow, so they push the rows below down instead of covering them.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { MenuProps } from './DropdownMenu';
import { MenuToggle } from './MenuToggle';
import { isAction } from './navModel';
import { PreloadingLink } from './PreloadingLink';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const List = styled.ul`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(4)};
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} 0;
    text-align: left;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export function DisclosureMenu({ label, entries, ariaLabel, title, onChoose, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // Escape folds the section back and returns to its button, before the mobile menu itself closes.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Section className={className}>
      <MenuToggle
        ref={button}
        label={label}
        aria-label={ariaLabel}
        title={title}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      />
      <List id={listId} hidden={!open} onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {isAction(entry) ? (
              <button
                type="button"
                onClick={() => {
                  onChoose?.();
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            ) : (
              <PreloadingLink item={entry} onNavigate={onChoose} />
            )}
          </li>
        ))}
      </List>
    </Section>
  );
}
