import { secondFactorPrompt, useSession } from '@whalewatch/shared/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadScreen } from '../federation/remoteScreens';
import { NotificationCentre } from './signedInParts';
import { PRODUCT_LINKS } from './navModel';
import { NavItems } from './NavItems';
import { ThemeToggle } from './ThemeToggle';
import { useDismiss } from './useDismiss';
import { useHeaderHeightProperty } from './useHeaderHeightProperty';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 960;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Below these widths the bar's links fold into the mobile menu. Signed in, the bar holds About Us,
 * Products, Pricing, AI News, the account (its email cut to ACCOUNT_LABEL_MAX), the bell and the theme
 * toggle: 950 px wide as measured in Chromium with the longest email, so it folds below 1024 px (at
 * 900 px it overflowed and labels wrapped). Signed out it holds two links and folds only on phones.
 */
export const BAR_MIN_WIDTH = { signedIn: 1024, signedOut: 769 } as const;
const ACCOUNT_LABEL_MAX = '15rem';
/** From this width the bar has room for a longer email (950 + 80 px, within the bar's 1200 px). */
const WIDE = { minWidth: 1280, accountLabelMax: '20rem' };

const folded = (minWidth: number) => `@media (max-width: ${minWidth - 0.02}px)`;
const unfolded = (minWidth: number) => `@media (min-width: ${minWidth}px)`;

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
    white-space: nowrap;
  }
`;

const Brand = styled(Link)`
  font-size: 1.35rem;
  font-weight: 800;
  margin-right: auto;
`;

const Desktop = styled.div<{ $minWidth: number }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  ${({ $minWidth }) => folded($minWidth)} {
    display: none;
  }
  /* The account menu: a long email ends in an ellipsis (the whole address is its title and name). */
  & > :last-child {
    max-width: ${ACCOUNT_LABEL_MAX};
    ${unfolded(WIDE.minWidth)} {
      max-width: ${WIDE.accountLabelMax};
    }
  }
`;

const MobileToggle = styled.button<{ $minWidth: number }>`
  display: block;
  flex: none;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  ${({ $minWidth }) => unfolded($minWidth)} {
    display: none;
  }
`;

// Every row starts at the same left edge and spans the width, so a tap lands on the row it is on.
const MobilePanel = styled.div<{ $minWidth: number }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(3)}`};
  &[hidden] {
    display: none;
  }
  ${({ $minWidth }) => unfolded($minWidth)} {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  & > a,
  & > div > button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
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
  // Alerts wait until the second factor is shown (issue 36).
  const alertsShown = useSession((state) => state.user !== null && secondFactorPrompt(state) !== 'page');
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useEffect(() => setMobileOpen(false), [location.pathname]);
  // The whole bar counts as inside: a press on the Menu toggle toggles, it is not a press outside.
  useDismiss(bar, mobileOpen, closeMobile, { returnFocusTo: mobileToggle });
  useHeaderHeightProperty(bar);
  useIdlePreloadOfProducts(signedIn);

  const minWidth = signedIn ? BAR_MIN_WIDTH.signedIn : BAR_MIN_WIDTH.signedOut;
  return (
    <Bar ref={bar}>
      <Inner aria-label="Main">
        <Brand to="/">Whalewatch</Brand>
        <Desktop $minWidth={minWidth}>
          <NavItems layout="bar" />
        </Desktop>
        {alertsShown ? <NotificationCentre /> : null}
        <ThemeToggle />
        <MobileToggle
          ref={mobileToggle}
          $minWidth={minWidth}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          Menu
        </MobileToggle>
      </Inner>
      <MobilePanel id={mobileId} aria-label="Mobile menu" role="navigation" hidden={!mobileOpen} $minWidth={minWidth}>
        {mobileOpen ? <NavItems layout="mobile" onNavigate={closeMobile} /> : null}
      </MobilePanel>
    </Bar>
  );
}
