import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FOOTER_COLUMNS, type FooterLink } from './footerColumns';

export const WORDMARK = 'Whalewatch';

const Root = styled.footer`
  margin-top: ${({ theme }) => theme.space(16)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)} ${theme.space(6)}`};
`;

/** Below this width five columns are too narrow for the support email; three fit it on one line. */
const FIVE_COLUMNS_MIN_WIDTH = 1100;

const Columns = styled.nav`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${FIVE_COLUMNS_MIN_WIDTH - 0.02}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* Contact first, on a row of its own: the email keeps to one line. */
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Column = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    /* Only a word longer than the column breaks inside itself; an email breaks at its <wbr> first. */
    overflow-wrap: break-word;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Wordmark = styled.p`
  margin: ${({ theme }) => `${theme.space(10)} 0 0`};
  font-size: clamp(3rem, 14vw, 10rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
  user-select: none;
`;

const Copyright = styled.p`
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An email address that may wrap before its '@' (mailbox above, domain below), never mid-word. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  if ('to' in link) return <Link to={link.to}>{link.label}</Link>;
  if (link.href.startsWith('mailto:')) {
    // Named by the address itself: some name computations read each <wbr> as a space.
    return (
      <a href={link.href} aria-label={link.label}>
        <BreakableEmail address={link.label} />
      </a>
    );
  }
  return <a href={link.href}>{link.label}</a>;
}

export function Footer() {
  return (
    <Root>
      <Inner>
        <Columns aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <Column key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        </Columns>
        <Wordmark>{WORDMARK}</Wordmark>
        <Copyright>© {new Date().getFullYear()} Whalewatch. All rights reserved.</Copyright>
      </Inner>
    </Root>
  );
}
