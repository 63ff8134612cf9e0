// An address as the dashboard shows it: in EIP-55 case, on one line where its box has room; where not,
// in two even lines of 21 characters rather than broken at whichever character reached the edge. One
// text node, so copying it and its accessible name give the whole address. (mfe-tracking's wallet cards
// show addresses the same way.)
import { checksumAddress } from '@whalewatch/shared';
import styled from 'styled-components';

/** The box whose width decides whether an address needs two lines. */
export const AddressBox = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;

  /* 42 monospace characters need about 25.2em. */
  @container (max-width: 26rem) {
    display: inline-block;
    max-width: 21ch;
    word-break: break-all;
  }
`;

export function AddressText({ address, className }: { address: string; className?: string }) {
  return <Mono className={className}>{checksumAddress(address)}</Mono>;
}
