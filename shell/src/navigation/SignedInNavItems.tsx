// The bar's entries for a signed-in user: About Us, the Products menu, Pricing, AI News and the account
// menu. In the bar, Products and the account are menus that hang below their buttons; in the mobile
// menu they are sections that open inline. Loaded only when someone is signed in (signedInParts).
import { endSession, useSession } from '@whalewatch/shared';
import { useNavigate } from 'react-router-dom';
import { DisclosureMenu } from './DisclosureMenu';
import { DropdownMenu } from './DropdownMenu';
import {
  ABOUT_LINK,
  ACCOUNT_SETTINGS_LINK,
  DASHBOARD_LINK,
  NEWS_LINK,
  NOTIFICATIONS_LINK,
  PRICING_LINK,
  PRODUCT_LINKS,
  type MenuEntry,
  type NavItemsProps,
} from './navModel';
import { PreloadingLink } from './PreloadingLink';

export const SIGN_OUT = 'Sign Out';

export function SignedInNavItems({ layout, onNavigate }: NavItemsProps) {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const Menu = layout === 'bar' ? DropdownMenu : DisclosureMenu;
  if (!user) return null;

  const accountEntries: MenuEntry[] = [
    DASHBOARD_LINK,
    NOTIFICATIONS_LINK,
    ACCOUNT_SETTINGS_LINK,
    {
      label: SIGN_OUT,
      onSelect: () => {
        // Signed out at once; ending the auth service's session finishes in the background.
        void endSession();
        void navigate('/');
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
