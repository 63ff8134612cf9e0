// A webhook's signing secret, shown the one time the api hands it out (on creation or rotation).
import { Button, Card } from '@whalewatch/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { SECRET_ONCE } from './channelTexts';

const Notice = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  code {
    display: block;
    overflow-wrap: anywhere;
    padding: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(2)} 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font-family: ${({ theme }) => theme.font.mono};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function SecretNotice({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Notice aria-labelledby="signing-secret-heading">
      <h3 id="signing-secret-heading">Signing secret for {name}</h3>
      <p>{SECRET_ONCE}</p>
      <code aria-label="Signing secret">{secret}</code>
      <div>
        <Button onClick={() => void copy()}>Copy secret</Button>
        <Button $variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
      <p role="status">
        {copied === true ? 'Secret copied.' : copied === false ? 'Copy failed: select the secret and copy it by hand.' : ''}
      </p>
    </Notice>
  );
}
