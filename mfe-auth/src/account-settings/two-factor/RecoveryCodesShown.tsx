// The recovery codes, shown once (issue 36): copy them, download them as a text file, then say they are
// saved — only then does the section move on.
import { Button, toast } from '@whalewatch/shared';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Actions } from '../Section';
import { CODES_COPIED, CODES_FILE, CODES_SAVED, CODES_TEXT, CODES_TITLE, COPY_BY_HAND, COPY_CODES, DOWNLOAD_CODES } from './twoFactorTexts';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  h3:focus {
    outline: none;
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.mono};

  li {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
`;

const asText = (codes: readonly string[]) => `Whalewatch recovery codes (each works once)\n\n${codes.join('\n')}\n`;

function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesShown({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);

  // They appear after a verify or a confirmation: take the reader to them.
  useEffect(() => title.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      toast.info(CODES_COPIED);
    } catch {
      toast.error(COPY_BY_HAND);
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {CODES_TITLE}
      </h3>
      <p>{CODES_TEXT}</p>
      <Codes aria-label={CODES_TITLE}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button $variant="secondary" onClick={() => void copy()}>
          {COPY_CODES}
        </Button>
        <Button $variant="secondary" onClick={() => download(codes)}>
          {DOWNLOAD_CODES}
        </Button>
        <Button onClick={onSaved}>{CODES_SAVED}</Button>
      </Actions>
    </Panel>
  );
}
