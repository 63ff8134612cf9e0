import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadScreen } from '../federation/remoteScreens';
import type { NavLinkItem } from './navModel';

interface Props {
  item: NavLinkItem;
  className?: string;
  role?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** A nav link that starts fetching its remote when the pointer or keyboard focus reaches it. */
export function PreloadingLink({ item, className, role, onNavigate, children }: Props) {
  const { screen } = item;
  const warm = screen ? () => preloadScreen(screen) : undefined;
  return (
    <NavLink to={item.to} className={className} role={role} onMouseEnter={warm} onFocus={warm} onClick={onNavigate}>
      {children ?? item.label}
    </NavLink>
  );
}
