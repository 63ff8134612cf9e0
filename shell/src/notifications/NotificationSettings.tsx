// The centre's footer: the user's email switch and 'Send test notification'.
import { ApiError, Button, CheckboxField, toast } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { notificationsApi } from './notificationsApi';
import { announce } from './useNotificationStream';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The email switch: read when the centre opens, saved on change, put back if the save fails. */
function useEmailPreference() {
  const [email, setEmail] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    notificationsApi
      .preferences()
      .then((preferences) => current && setEmail(preferences.email))
      .catch(() => current && toast.error('Failed to load email notification setting'));
    return () => {
      current = false;
    };
  }, []);

  const change = async (next: boolean) => {
    setEmail(next);
    setSaving(true);
    try {
      await notificationsApi.savePreferences({ email: next });
      toast.success(next ? 'Email notifications turned on' : 'Email notifications turned off');
    } catch (error) {
      setEmail(!next);
      toast.error(messageOf(error, 'Failed to update email notifications'));
    } finally {
      setSaving(false);
    }
  };
  return { email, saving, change };
}

export function NotificationSettings() {
  const { email, saving, change } = useEmailPreference();
  const [sending, setSending] = useState(false);

  const sendTest = async () => {
    setSending(true);
    try {
      // Shown at once; the same notification arriving by the stream is not shown twice.
      announce(await notificationsApi.sendTest());
    } catch (error) {
      toast.error(messageOf(error, 'Failed to send test notification'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Footer>
      <CheckboxField
        label="Email me notifications"
        checked={email ?? false}
        disabled={email === null || saving}
        onChange={(event) => void change(event.target.checked)}
      />
      <Button $variant="secondary" disabled={sending} onClick={() => void sendTest()}>
        {sending ? 'Sending...' : 'Send test notification'}
      </Button>
    </Footer>
  );
}
