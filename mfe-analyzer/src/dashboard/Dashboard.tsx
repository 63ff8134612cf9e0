// /dashboard (spec §2 "Dashboard"): a side menu of sections, opening on Activity — the place to watch
// your whales (issue 33 §3) — with Token Watchlist, Current Plan and Tracked Wallets one click away.
// On small screens the menu folds behind a toggle and closes again once a section is picked.
import { OnDemand, Page, PageTitle } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';

export const sectionNotLoaded = (label: string) => `${label} could not be loaded.`;

type SectionKey = 'activity' | 'watchlist' | 'plan' | 'wallets';

interface Section {
  key: SectionKey;
  label: string;
  content: () => Promise<ComponentType>;
}

// Each section is a chunk of its own (issue 23): the dashboard opens on Activity, and another section is
// fetched when the user points at or focuses its menu item, at the latest when it is picked.
const SECTIONS: Section[] = [
  { key: 'activity', label: 'Activity', content: () => import('./activity/Activity').then((module) => module.Activity) },
  {
    key: 'watchlist',
    label: 'Token Watchlist',
    content: () => import('../watchlist/TokenWatchlist').then((module) => module.TokenWatchlist),
  },
  { key: 'plan', label: 'Current Plan', content: () => import('./CurrentPlan').then((module) => module.CurrentPlan) },
  {
    key: 'wallets',
    label: 'Tracked Wallets',
    content: () => import('../tracked-wallets/TrackedWallets').then((module) => module.TrackedWallets),
  },
];

/** Fetches a section ahead of a likely pick; a failure shows when it is picked. */
const warm = (section: Section) => () => void section.content().catch(() => undefined);

/** The picked section: a spinner while its chunk comes, 'Try again' if it does not. */
function SectionContent({ section }: { section: Section }) {
  return (
    <OnDemand load={section.content} what={section.label} failedMessage={sectionNotLoaded(section.label)}>
      {(Content) => <Content />}
    </OnDemand>
  );
}

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

const DEFAULT_SECTION: SectionKey = 'activity';

export default function Dashboard() {
  const [selected, setSelected] = useState<SectionKey>(DEFAULT_SECTION);
  const [picked, setPicked] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A picked section's title takes the focus (on small screens the menu item just disappeared); the one
  // the dashboard opens on leaves the focus where the page put it.
  useEffect(() => {
    if (picked > 0) titleRef.current?.focus();
  }, [picked]);

  const select = (key: SectionKey) => {
    setSelected(key);
    setPicked((count) => count + 1);
    setMenuOpen(false);
  };

  const section = SECTIONS.find((candidate) => candidate.key === selected) ?? SECTIONS[0];

  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
      <Layout>
        <MenuToggle aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
          Menu
        </MenuToggle>
        <Menu id={menuId} aria-label="Dashboard sections" $open={menuOpen}>
          {SECTIONS.map((candidate) => (
            <MenuItem
              key={candidate.key}
              aria-current={candidate.key === selected ? 'true' : undefined}
              onClick={() => select(candidate.key)}
              onPointerEnter={warm(candidate)}
              onFocus={warm(candidate)}
            >
              {candidate.label}
            </MenuItem>
          ))}
        </Menu>
        <Content aria-label={section.label}>
          <SectionTitle ref={titleRef} tabIndex={-1}>
            {section.label}
          </SectionTitle>
          <SectionContent key={section.key} section={section} />
        </Content>
      </Layout>
    </Page>
  );
}
