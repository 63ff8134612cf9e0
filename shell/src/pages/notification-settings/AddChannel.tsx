// Connecting a channel: a webhook, Discord or Slack by pasting its URL (checked here, then by the api),
// and Telegram by its deep link (hidden, with the reason, when the server has no bot).
import { ApiError, Button, Field, type Channel } from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TELEGRAM_UNAVAILABLE, urlError } from './channelTexts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  > div:first-child {
    flex: 1 1 260px;
    min-width: 0;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

const Connect = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
`;

type UrlKind = 'webhook' | 'discord' | 'slack';

const URL_FORMS: Record<UrlKind, { label: string; placeholder: string; button: string }> = {
  webhook: { label: 'Webhook URL', placeholder: 'https://example.com/whalewatch', button: 'Add webhook' },
  discord: { label: 'Discord webhook URL', placeholder: 'https://discord.com/api/webhooks/…', button: 'Add Discord' },
  slack: { label: 'Slack webhook URL', placeholder: 'https://hooks.slack.com/services/…', button: 'Add Slack' },
};

function UrlForm({ kind, disabled, onAdd }: { kind: UrlKind; disabled: boolean; onAdd: (kind: UrlKind, url: string) => Promise<void> }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = URL_FORMS[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = urlError(url);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onAdd(kind, url.trim());
      setUrl('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Failed to connect the channel');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={form.button}>
      <Field
        label={form.label}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={form.placeholder}
        value={url}
        error={error}
        disabled={disabled}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Button type="submit" disabled={disabled || busy}>
        {busy ? 'Adding...' : form.button}
      </Button>
    </Form>
  );
}

export function AddChannel({
  disabled,
  telegramAvailable,
  onAdd,
  onTelegram,
}: {
  disabled: boolean;
  telegramAvailable: boolean;
  onAdd: (kind: UrlKind, url: string) => Promise<Channel | void>;
  onTelegram: () => Promise<void>;
}) {
  const [linking, setLinking] = useState(false);
  const add = async (kind: UrlKind, url: string) => {
    await onAdd(kind, url);
  };
  return (
    <Connect aria-labelledby="add-channel-heading">
      <h3 id="add-channel-heading">Connect a channel</h3>
      {(Object.keys(URL_FORMS) as UrlKind[]).map((kind) => (
        <UrlForm key={kind} kind={kind} disabled={disabled} onAdd={add} />
      ))}
      {telegramAvailable ? (
        <Button
          disabled={disabled || linking}
          onClick={() => {
            setLinking(true);
            void onTelegram().finally(() => setLinking(false));
          }}
        >
          {linking ? 'Opening Telegram...' : 'Connect Telegram'}
        </Button>
      ) : (
        <p>{TELEGRAM_UNAVAILABLE}</p>
      )}
    </Connect>
  );
}
