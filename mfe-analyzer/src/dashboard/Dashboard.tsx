// /dashboard (spec §2 "Dashboard"): a side menu of three sections and an overview until one is chosen.
// On small screens the menu folds behind a toggle and closes again once a section is picked.
import { Page, PageTitle } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TrackedWallets } from '../tracked-wallets/TrackedWallets';
import { TokenWatchlist } from '../watchlist/TokenWatchlist';
import { CurrentPlan } from './CurrentPlan';

export const DASHBOARD_OVERVIEW =
  'Welcome to your dashboard. Choose Token Watchlist, Current Plan or Tracked Wallets from the menu.';

type SectionKey = 'watchlist' | 'plan' | 'wallets';

const SECTIONS: { key: SectionKey; label: string; content: () => ReactNode }[] = [
  { key: 'watchlist', label: 'Token Watchlist', content: () => <TokenWatchlist /> },
  { key: 'plan', label: 'Current Plan', content: () => <CurrentPlan /> },
  { key: 'wallets', label: 'Tracked Wallets', content: () => <TrackedWallets /> },
];

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  /* minmax(0, …): a long address inside never widens the column past the screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Small screens first: the toggle and the folding menu; wider screens always show the menu.
const MenuToggle = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  @media not all and (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const Menu = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media not all and (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: grid;
  }
`;

const MenuItem = styled.button.attrs({ type: 'button' })`
  text-align: left;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &[aria-current='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Content = styled.section`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};

  &:focus {
    outline: none;
  }
`;

const Overview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
`;

export default function Dashboard() {
  const [selected, setSelected] = useState<SectionKey | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The picked section's title takes the focus: on small screens the menu item just disappeared.
  useEffect(() => {
    if (selected) titleRef.current?.focus();
  }, [selected]);

  const select = (key: SectionKey) => {
    setSelected(key);
    setMenuOpen(false);
  };

  const section = SECTIONS.find((candidate) => candidate.key === selected);

  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
      <Layout>
        <MenuToggle aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
          Menu
        </MenuToggle>
        <Menu id={menuId} aria-label="Dashboard sections" $open={menuOpen}>
          {SECTIONS.map(({ key, label }) => (
            <MenuItem key={key} aria-current={key === selected ? 'true' : undefined} onClick={() => select(key)}>
              {label}
            </MenuItem>
          ))}
        </Menu>
        <Content aria-label={section ? section.label : 'Overview'}>
          {section ? (
            <>
              <SectionTitle ref={titleRef} tabIndex={-1}>
                {section.label}
              </SectionTitle>
              {section.content()}
            </>
          ) : (
            <Overview>{DASHBOARD_OVERVIEW}</Overview>
          )}
        </Content>
      </Layout>
    </Page>
  );
}
