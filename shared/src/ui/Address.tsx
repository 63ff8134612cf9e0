// Addresses and hashes as the product prints them: monospace, on one line where there is room; where
// not, in even lines (an address in two halves of 21 characters) rather than broken at whichever
// character reached the edge. `text-wrap: balance` evens the lines `word-break: break-all` allows, so
// no box needs measuring. One text node, so copying it and its accessible name give the whole of it.
import styled from 'styled-components';
import { checksumAddress } from '../format/checksumAddress';

/** Monospace hex (an address, a transaction hash) that wraps into even lines where one cannot hold it. */
export const HexText = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  display: inline-block;
  max-width: 100%;
  word-break: break-all;
  text-wrap: balance;
`;

export interface AddressProps {
  address: string;
  id?: string;
  className?: string;
}

/** An address in EIP-55 case, as explorers and wallets print it, in two even halves where it must wrap. */
export function Address({ address, id, className }: AddressProps) {
  return (
    <HexText id={id} className={className}>
      {checksumAddress(address)}
    </HexText>
  );
}
