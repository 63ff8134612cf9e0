// The navigation entries for the current sign-in state; the desktop bar and the mobile menu both use it.
import { endSession, useSession } from '@whalewatch/shared';
import { useNavigate } from 'react-router-dom';
import { DropdownMenu } from './DropdownMenu';
import { ABOUT_LINK, DASHBOARD_LINK, NEWS_LINK, PRICING_LINK, PRODUCT_LINKS, SIGNED_OUT_LINKS } from './navModel';
import { PreloadingLink } from './PreloadingLink';

export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();

  if (!user) {
    return (
      <>
        {SIGNED_OUT_LINKS.map((item) => (
          <PreloadingLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </>
    );
  }

  const choose = (close: () => void) => () => {
    close();
    onNavigate?.();
  };

  return (
    <>
      <PreloadingLink item={ABOUT_LINK} onNavigate={onNavigate} />
      <DropdownMenu label="Products">
        {(close) =>
          PRODUCT_LINKS.map((item) => <PreloadingLink key={item.to} item={item} onNavigate={choose(close)} />)
        }
      </DropdownMenu>
      <PreloadingLink item={PRICING_LINK} onNavigate={onNavigate} />
      <PreloadingLink item={NEWS_LINK} onNavigate={onNavigate} />
      <DropdownMenu label={user.email} ariaLabel={`Account menu for ${user.email}`}>
        {(close) => (
          <>
            <PreloadingLink item={DASHBOARD_LINK} onNavigate={choose(close)} />
            <button
              type="button"
              onClick={() => {
                choose(close)();
                // Signed out at once; ending the auth service's session finishes in the background.
                void endSession();
                navigate('/');
              }}
            >
              Sign Out
            </button>
          </>
        )}
      </DropdownMenu>
    </>
  );
}
