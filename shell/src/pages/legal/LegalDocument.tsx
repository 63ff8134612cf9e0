// The layout every legal page shares: one h1, a short summary, then the sections under h2 headings.
import { Lead, Page, PageTitle } from '@whalewatch/shared/core';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from './policyTerms';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  h2 {
    margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(2)}`};
    font-size: 1.3rem;
  }
  p,
  li {
    line-height: 1.7;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

export function LegalDocument({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Page>
      <Article aria-labelledby="legal-title">
        <PageTitle id="legal-title">{title}</PageTitle>
        <Lead>{summary}</Lead>
        {children}
      </Article>
    </Page>
  );
}

export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
