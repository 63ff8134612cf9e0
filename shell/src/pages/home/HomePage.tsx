import { Page } from '@whalewatch/shared/core';
import { ComplianceBanner } from './ComplianceBanner';
import { Hero } from './Hero';
import { LogoSlider } from './LogoSlider';
import { UseCaseBlocks } from './UseCaseBlocks';
import { useScrollToHash } from './useScrollToHash';

export function HomePage() {
  useScrollToHash();
  return (
    <Page>
      <Hero />
      <LogoSlider />
      <UseCaseBlocks />
      <ComplianceBanner />
    </Page>
  );
}
