// The centre's footer: how alerts are emailed, and 'Send test notification'.
import { ApiError, Button, Select, toast, type EmailPolicy } from '@whalewatch/shared';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { EMAIL_ALERTS_FAILED, notificationsApi } from './notificationsApi';
import { announce } from './useNotificationStream';

export const EMAIL_ALERTS = 'Email alerts';
export const EMAIL_POLICY_LABELS: Record<EmailPolicy, string> = {
  instant: 'Instantly',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  off: 'Off',
};
export const emailAlertsSaved = (policy: EmailPolicy) =>
  policy === 'off' ? 'Email alerts turned off' : `Email alerts: ${EMAIL_POLICY_LABELS[policy]}`;
export const EMAIL_ALERTS_LOAD_FAILED = 'Failed to load email alert setting';
/** What each policy means, under the select. */
export const EMAIL_POLICY_HINTS: Record<EmailPolicy, string> = {
  instant: 'At most one email per wallet every 5 minutes: what arrives meanwhile comes in the next one.',
  hourly: 'One email an hour with every alert since the last.',
  daily: 'One email a day with every alert since the last.',
  off: 'Alerts stay in the app only.',
};

const POLICIES = Object.keys(EMAIL_POLICY_LABELS) as EmailPolicy[];

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const EmailField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  flex: 1 1 220px;

  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  select {
    max-width: 100%;
  }
  p {
    margin: 0;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The email policy: read when the centre opens, saved on change, put back if the save fails. */
function useEmailPolicy() {
  const [policy, setPolicy] = useState<EmailPolicy | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    notificationsApi
      .preferences()
      .then((preferences) => current && setPolicy(preferences.emailPolicy))
      .catch(() => current && toast.error(EMAIL_ALERTS_LOAD_FAILED));
    return () => {
      current = false;
    };
  }, []);

  const change = async (next: EmailPolicy) => {
    const before = policy;
    setPolicy(next);
    setSaving(true);
    try {
      const saved = await notificationsApi.saveEmailPolicy(next);
      setPolicy(saved.emailPolicy);
      toast.success(emailAlertsSaved(saved.emailPolicy));
    } catch (error) {
      setPolicy(before);
      toast.error(messageOf(error, EMAIL_ALERTS_FAILED));
    } finally {
      setSaving(false);
    }
  };
  return { policy, saving, change };
}

export function NotificationSettings() {
  const { policy, saving, change } = useEmailPolicy();
  const [sending, setSending] = useState(false);
  const selectId = useId();
  const hintId = useId();

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
      <EmailField>
        <label htmlFor={selectId}>{EMAIL_ALERTS}</label>
        <Select
          id={selectId}
          aria-describedby={policy ? hintId : undefined}
          value={policy ?? ''}
          disabled={policy === null || saving}
          aria-busy={saving}
          onChange={(event) => {
            const next = POLICIES.find((option) => option === event.target.value);
            if (next) void change(next);
          }}
        >
          {policy === null ? <option value="">Loading…</option> : null}
          {POLICIES.map((option) => (
            <option key={option} value={option}>
              {EMAIL_POLICY_LABELS[option]}
            </option>
          ))}
        </Select>
        {policy ? <p id={hintId}>{EMAIL_POLICY_HINTS[policy]}</p> : null}
      </EmailField>
      <Button $variant="secondary" disabled={sending} onClick={() => void sendTest()}>
        {sending ? 'Sending...' : 'Send test notification'}
      </Button>
    </Footer>
  );
}
