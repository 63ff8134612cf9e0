// 'Copy' beside the wallet's address, saying whether it worked: without a clipboard (an insecure page, a
// refused permission) the reader selects the address by hand.
import { Button, shortAddress } from '@whalewatch/shared';
import { useState } from 'react';
import styled from 'styled-components';

export const ADDRESS_COPIED = 'Address copied';
export const COPY_FAILED = 'Copy failed: select the address and copy it by hand.';

const Outcome = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export function CopyAddressButton({ address }: { address: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Button $variant="secondary" aria-label={`Copy address ${shortAddress(address)}`} onClick={() => void copy()}>
        Copy
      </Button>
      <Outcome role="status">{copied === true ? ADDRESS_COPIED : copied === false ? COPY_FAILED : ''}</Outcome>
    </>
  );
}
