// An address as the product shows it, with its label beside it when the api knows one: the user's
// nickname, a public name (an exchange, a DEX…) or 'your wallet'.
import styled from 'styled-components';
import type { AddressLabel } from '../types/entities';
import { HexText } from './Address';

const Name = styled.span`
  font-weight: 600;
`;

export function LabelledAddress({ address, label }: { address: string; label?: AddressLabel | null }) {
  return (
    <span>
      <HexText>{address}</HexText>
      {label ? (
        <>
          {' '}
          <Name>({label.name})</Name>
        </>
      ) : null}
    </span>
  );
}
