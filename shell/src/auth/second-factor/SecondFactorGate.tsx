// Two-factor before anything else (issue 36): while the session owes its second factor, every page gives
// way to the second step; when the api refuses an action for want of it, the step opens over the page.
// The step is a chunk of its own, downloaded only when it is needed.
import { Page, secondFactorPrompt, Spinner, useSession } from '@whalewatch/shared/core';
import type { ReactNode } from 'react';
import { lazyChunk } from '../../loading/lazyChunk';
import { Unavailable } from '../../loading/Unavailable';
import { SECOND_FACTOR_TITLE } from './secondFactorTitle';

const secondFactorParts = lazyChunk(() => import(/* webpackChunkName: "second-factor" */ './secondFactorChunk'));

const failed = (retry: () => void) => <Unavailable title={SECOND_FACTOR_TITLE} onRetry={retry} />;

const SecondFactorPage = secondFactorParts.part((module) => module.SecondFactorPage, {
  name: 'Second step of signing in',
  loading: (
    <Page>
      <Spinner label={`Loading ${SECOND_FACTOR_TITLE}`} />
    </Page>
  ),
  failed,
});

const SecondFactorDialog = secondFactorParts.part((module) => module.SecondFactorDialog, {
  name: 'Second factor dialog',
  loading: null,
  failed,
});

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const prompt = useSession(secondFactorPrompt);
  if (prompt === 'page') return <SecondFactorPage />;
  return (
    <>
      {children}
      {prompt === 'dialog' ? <SecondFactorDialog /> : null}
    </>
  );
}
