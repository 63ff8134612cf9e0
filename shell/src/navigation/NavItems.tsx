// The navigation entries for the current sign-in state; the desktop bar and the mobile menu both use it.
// In the bar, Products and the account are menus that hang below their buttons; in the mobile menu they
// are sections that open inline.
import { endSession, useSession } from '@whalewatch/shared';
import { useNavigate } from 'react-router-dom';
import { DisclosureMenu } from './DisclosureMenu';
import { DropdownMenu } from './DropdownMenu';
import { ABOUT_LINK, DASHBOARD_LINK, NEWS_LINK, NOTIFICATIONS_LINK, PRICING_LINK, PRODUCT_LINKS, SIGNED_OUT_LINKS, type MenuEntry } from './navModel';
import { PreloadingLink } from './PreloadingLink';

export const SIGN_OUT = 'Sign Out';

interface Props {
  layout: 'bar' | 'mobile';
  onNavigate?: () => void;
}

export function NavItems({ layout, onNavigate }: Props) {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const Menu = layout === 'bar' ? DropdownMenu : DisclosureMenu;

  if (!user) {
    return (
      <>
        {SIGNED_OUT_LINKS.map((item) => (
          <PreloadingLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </>
    );
  }

  const accountEntries: MenuEntry[] = [
    DASHBOARD_LINK,
    NOTIFICATIONS_LINK,
    {
      label: SIGN_OUT,
      onSelect: () => {
        // Signed out at once; ending the auth service's session finishes in the background.
        void endSession();
        navigate('/');
      },
    },
  ];

  return (
    <>
      <PreloadingLink item={ABOUT_LINK} onNavigate={onNavigate} />
      <Menu label="Products" entries={PRODUCT_LINKS} onChoose={onNavigate} />
      <PreloadingLink item={PRICING_LINK} onNavigate={onNavigate} />
      <PreloadingLink item={NEWS_LINK} onNavigate={onNavigate} />
      <Menu
        label={user.email}
        ariaLabel={`Account menu for ${user.email}`}
        title={user.email}
        entries={accountEntries}
        onChoose={onNavigate}
      />
    </>
  );
}
