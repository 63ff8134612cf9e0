import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button<{ $active: boolean }>`
  background: none;
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export interface TabsProps<K extends string> {
  tabs: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** Element ids of the panels, so each tab names the panel it controls. */
  panelId?: (key: K) => string;
}

/** A tab list with arrow-key navigation; the caller renders the active panel. */
export function Tabs<K extends string>({ tabs, active, onChange, label, panelId }: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length].key;
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          ref={(element) => {
            if (element) buttons.current.set(tab.key, element);
            else buttons.current.delete(tab.key);
          }}
          role="tab"
          aria-controls={panelId?.(tab.key)}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          $active={tab.key === active}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
