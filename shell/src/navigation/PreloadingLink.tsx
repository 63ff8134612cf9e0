import { NavLink } from 'react-router-dom';
import { preloadScreen } from '../federation/remoteScreens';
import type { NavLinkItem } from './navModel';

interface Props {
  item: NavLinkItem;
  onNavigate?: () => void;
}

/** A nav link that starts fetching its remote when the pointer or keyboard focus reaches it. */
export function PreloadingLink({ item, onNavigate }: Props) {
  const { screen } = item;
  const warm = screen ? () => preloadScreen(screen) : undefined;
  return (
    <NavLink to={item.to} onMouseEnter={warm} onFocus={warm} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
