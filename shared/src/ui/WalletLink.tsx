// A wallet wherever the product names one, leading to the wallet's own page (/wallet/:address): its
// profit and loss, value over time and activity. What the link shows is the caller's (an address, a
// name); without children it is the address with its label. `chain`: the page opens on that chain.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { walletPath } from '../format/addresses';
import type { AddressLabel } from '../types/entities';
import { LabelledAddress } from './LabelledAddress';

export interface WalletLinkProps {
  address: string;
  label?: AddressLabel | null;
  children?: ReactNode;
  onClick?: () => void;
  className?: string;
  chain?: { slug: string } | null;
}

export function WalletLink({ address, label, children, onClick, className, chain }: WalletLinkProps) {
  return (
    <Link to={walletPath(address, chain)} onClick={onClick} className={className}>
      {children ?? <LabelledAddress address={address} label={label} />}
    </Link>
  );
}
