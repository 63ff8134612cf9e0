import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

/** The look every form control shares. */
const control = css`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
`;

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  cursor: pointer;

  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const AddressInput = styled(Input)`
  font-family: ${({ theme }) => theme.font.mono};
`;

interface Labelled {
  label: string;
  error?: string | null;
  id?: string;
}

/** Label, control and validation message, wired together for screen readers. */
function LabelledControl({
  label,
  error,
  id,
  control,
}: Labelled & { control: (ids: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <Wrapper>
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, Labelled {}

/** A labelled input with its validation message announced to screen readers. */
export function Field({ label, error, id, ...inputProps }: FieldProps) {
  return <LabelledControl label={label} error={error} id={id} control={(ids) => <Input {...ids} {...inputProps} />} />;
}

/** An Ethereum address input: monospace, no autocomplete or spell-check. */
export function AddressField({ label, error, id, placeholder = '0x…', ...inputProps }: FieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      id={id}
      control={(ids) => <AddressInput {...ids} placeholder={placeholder} autoComplete="off" spellCheck={false} {...inputProps} />}
    />
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, Labelled {}

/** The multi-line twin of Field. */
export function TextAreaField({ label, error, id, ...textAreaProps }: TextAreaFieldProps) {
  return <LabelledControl label={label} error={error} id={id} control={(ids) => <TextArea {...ids} {...textAreaProps} />} />;
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A checkbox with its label beside it; the whole label toggles it. */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...inputProps} />
      {label}
    </CheckboxLabel>
  );
}
