import { Button, VisuallyHidden } from '@whalewatch/shared/core';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyChunk } from '../../loading/lazyChunk';
import { LoadFailedInline } from '../../loading/LoadFailedInline';

// The dialog (its form, the shared Modal and Field) downloads when a visitor reaches for its button
// (hover or focus) or opens it, not with the home page (issue 23).
const demoDialog = lazyChunk(() => import(/* webpackChunkName: "demo-request" */ './DemoRequestDialog'));
const DemoRequestDialog = demoDialog.part((module) => module.DemoRequestDialog, {
  name: 'Request a Demo dialog',
  loading: <VisuallyHidden role="status">Loading the demo request form</VisuallyHidden>,
  failed: (retry) => <LoadFailedInline message="The form did not load." onRetry={retry} />,
});

export const COMPLIANCE_BANNER_TITLE = 'Crypto compliance, without the guesswork';

const Banner = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(10)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.compliance};
  color: #fff;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    max-width: 620px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const DemoButton = styled(Button)`
  flex-shrink: 0;
`;

export function ComplianceBanner() {
  const [demoOpen, setDemoOpen] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  const closeDemo = useCallback(() => {
    setDemoOpen(false);
    demoButton.current?.focus();
  }, []);

  return (
    <Banner aria-labelledby="compliance-banner-title">
      <div>
        <h2 id="compliance-banner-title">{COMPLIANCE_BANNER_TITLE}</h2>
        <p>
          See how Whalewatch helps your team follow wallet activity, review token holdings and react to on-chain events in real time. Book a
          walkthrough with our team.
        </p>
      </div>
      <DemoButton
        ref={demoButton}
        $variant="secondary"
        aria-haspopup="dialog"
        onMouseEnter={demoDialog.preload}
        onFocus={demoDialog.preload}
        onClick={() => setDemoOpen(true)}
      >
        Request a Demo
      </DemoButton>
      {demoOpen ? <DemoRequestDialog onClose={closeDemo} /> : null}
    </Banner>
  );
}
