import { forwardRef } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadScreen } from '../federation/remoteScreens';
import type { NavLinkItem } from './navModel';

interface Props {
  item: NavLinkItem;
  onNavigate?: () => void;
  /** 'menuitem' inside a menu, whose roving focus also sets tabIndex -1 and takes the ref. */
  role?: 'menuitem';
  tabIndex?: number;
}

/** A nav link that starts fetching its remote when the pointer or keyboard focus reaches it. */
export const PreloadingLink = forwardRef<HTMLAnchorElement, Props>(function PreloadingLink({ item, onNavigate, role, tabIndex }, ref) {
  const { screen } = item;
  const warm = screen ? () => preloadScreen(screen) : undefined;
  return (
    <NavLink ref={ref} to={item.to} role={role} tabIndex={tabIndex} onMouseEnter={warm} onFocus={warm} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
});
