// A few buttons of which one is chosen (a chart's range, a figure's window): each says whether it is
// pressed, and the group is named after what it chooses.
import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius};
`;

const Choice = styled.button.attrs({ type: 'button' })`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ChoiceButtonsProps<K extends string> {
  /** What is chosen: 'Range', 'Window'. */
  label: string;
  /** `text` is shown ('30 d'); `name` is read ('30 days') and starts with the shown words. */
  choices: readonly { key: K; text: string; name: string }[];
  value: K;
  onChange: (key: K) => void;
}

export function ChoiceButtons<K extends string>({ label, choices, value, onChange }: ChoiceButtonsProps<K>) {
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <Choice key={choice.key} aria-pressed={choice.key === value} aria-label={choice.name} onClick={() => onChange(choice.key)}>
          {choice.text}
        </Choice>
      ))}
    </Group>
  );
}
