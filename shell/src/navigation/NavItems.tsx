// The navigation entries for the current sign-in state; the desktop bar and the mobile menu both use it.
// Signed out, two links; signed in, the entries of SignedInNavItems, which load with the other
// signed-in parts (issue 23).
import { useSession } from '@whalewatch/shared/core';
import { SignedInNavItems } from './signedInParts';
import { SIGNED_OUT_LINKS, type NavItemsProps } from './navModel';
import { PreloadingLink } from './PreloadingLink';

export function NavItems({ layout, onNavigate }: NavItemsProps) {
  const signedIn = useSession((state) => state.user !== null);
  if (signedIn) return <SignedInNavItems layout={layout} onNavigate={onNavigate} />;
  return (
    <>
      {SIGNED_OUT_LINKS.map((item) => (
        <PreloadingLink key={item.to} item={item} onNavigate={onNavigate} />
      ))}
    </>
  );
}
