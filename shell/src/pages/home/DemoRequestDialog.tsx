// The Request a Demo form: validated here, sent to the api, closed with a toast on success.
import { Button, Field, Modal, toast, TextAreaField } from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DEMO_REQUEST_TEXT,
  EMPTY_DEMO_REQUEST_FORM,
  demoRequestErrorMessage,
  sendDemoRequest,
  toDemoRequest,
  validateDemoRequest,
  type DemoRequestErrors,
  type DemoRequestForm,
} from './demoRequest';

export const DEMO_DIALOG_TITLE = 'Request a Demo';

const Intro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SendError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column-reverse;
  }
`;

export interface DemoRequestDialogProps {
  onClose: () => void;
}

export function DemoRequestDialog({ onClose }: DemoRequestDialogProps) {
  const [form, setForm] = useState<DemoRequestForm>(EMPTY_DEMO_REQUEST_FORM);
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const update = (field: keyof DemoRequestForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'name' || field === 'email') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDemoRequest(form);
    setErrors(found);
    if (found.name || found.email) return;
    setSending(true);
    setSendError(null);
    try {
      await sendDemoRequest(toDemoRequest(form));
    } catch (error) {
      setSendError(demoRequestErrorMessage(error));
      setSending(false);
      return;
    }
    toast.success(DEMO_REQUEST_TEXT.sent);
    onClose();
  };

  return (
    <Modal title={DEMO_DIALOG_TITLE} onClose={onClose}>
      <Intro>Tell us a little about yourself and we will schedule a walkthrough of Whalewatch with you.</Intro>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={200}
          value={form.name}
          error={errors.name}
          onChange={(event) => update('name')(event.target.value)}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={320}
          value={form.email}
          error={errors.email}
          onChange={(event) => update('email')(event.target.value)}
        />
        <Field
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          maxLength={200}
          value={form.company}
          onChange={(event) => update('company')(event.target.value)}
        />
        <TextAreaField
          label="Message (optional)"
          name="message"
          maxLength={2000}
          value={form.message}
          onChange={(event) => update('message')(event.target.value)}
        />
        {sendError ? <SendError role="alert">{sendError}</SendError> : null}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
