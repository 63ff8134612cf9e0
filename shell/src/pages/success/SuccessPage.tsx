import { Card, Lead, Page, PageTitle } from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const SUCCESS_TITLE = 'Payment Successful!';
export const SUCCESS_MESSAGE = 'Thank you for your purchase. Your account has been upgraded.';

const Panel = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
`;

const Actions = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column;
  }
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  font-weight: 600;
  text-decoration: none;
`;

export function SuccessPage() {
  return (
    <Page>
      <Panel aria-labelledby="success-title">
        <PageTitle id="success-title">{SUCCESS_TITLE}</PageTitle>
        <Lead>{SUCCESS_MESSAGE}</Lead>
        <Actions aria-label="Next steps">
          <ActionLink to="/dashboard" $primary>
            Go to Dashboard
          </ActionLink>
          <ActionLink to="/register">Track Wallets</ActionLink>
        </Actions>
      </Panel>
    </Page>
  );
}
