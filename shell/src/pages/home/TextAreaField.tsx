// A labelled multi-line input matching the shared Field's look (shared has no textarea primitive).
import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

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

const TextArea = styled.textarea`
  min-height: 96px;
  resize: vertical;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

export function TextAreaField({ label, id, ...textAreaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  return (
    <Wrapper>
      <Label htmlFor={textAreaId}>{label}</Label>
      <TextArea id={textAreaId} {...textAreaProps} />
    </Wrapper>
  );
}
