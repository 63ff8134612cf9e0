import { useSession } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadScreen } from '../federation/remoteScreens';
import { NotificationCentre } from '../notifications/NotificationCentre';
import { PRODUCT_LINKS } from './navModel';
import { NavItems } from './NavItems';
import { ThemeToggle } from './ThemeToggle';
import { useHeaderHeightProperty } from './useHeaderHeightProperty';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 960;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: ${({ theme }) => theme.space(2)};
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
`;

const Brand = styled(Link)`
  font-size: 1.35rem;
  font-weight: 800;
  margin-right: auto;
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const MobileToggle = styled.button`
  display: block;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    display: none;
  }
`;

const MobilePanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(4)}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

function useIdlePreloadOfProducts(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const preloadAll = () => PRODUCT_LINKS.forEach((item) => item.screen && preloadScreen(item.screen));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadAll, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preloadAll, 2000);
    return () => window.clearTimeout(handle);
  }, [signedIn]);
}

/** The top navigation bar with its mobile collapsible menu (spec §2). */
export function NavBar() {
  const signedIn = useSession((state) => state.user !== null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);

  useEffect(() => setMobileOpen(false), [location.pathname]);
  useHeaderHeightProperty(bar);
  useIdlePreloadOfProducts(signedIn);

  return (
    <Bar ref={bar}>
      <Inner aria-label="Main">
        <Brand to="/">Whalewatch</Brand>
        <Desktop>
          <NavItems />
        </Desktop>
        {signedIn ? <NotificationCentre /> : null}
        <ThemeToggle />
        <MobileToggle aria-expanded={mobileOpen} aria-controls={mobileId} onClick={() => setMobileOpen(!mobileOpen)}>
          Menu
        </MobileToggle>
      </Inner>
      {mobileOpen ? (
        <MobilePanel id={mobileId} aria-label="Mobile menu" role="navigation">
          <NavItems onNavigate={() => setMobileOpen(false)} />
        </MobilePanel>
      ) : null}
    </Bar>
  );
}
