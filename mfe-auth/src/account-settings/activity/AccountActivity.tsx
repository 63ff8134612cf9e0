// "Account activity" (issue 36): the audit log of the last AUDIT_LOG_DAYS days, newest first — sign-ins,
// security changes, channels, stealth list and plan changes — with where each came from.
import { AUDIT_ACTION_LABELS, AUDIT_LOG_DAYS } from '@whalewatch/contracts/constants';
import { accountApi, AUDIT_LOG_LOAD_FAILED, LoadFailed, MutedText, Spinner, useLoad, type AuditEntry } from '@whalewatch/shared';
import styled from 'styled-components';
import { formatWhen, Section } from '../Section';

export const ACTIVITY_TITLE = 'Account activity';
export const ACTIVITY_LEAD = `Sign-ins and changes to your account in the last ${AUDIT_LOG_DAYS} days, newest first.`;
export const NO_ACTIVITY = `Nothing happened to your account in the last ${AUDIT_LOG_DAYS} days.`;

const Entries = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const What = styled.span`
  font-weight: 600;
`;

const Where = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const fetchAuditLog = (signal: AbortSignal) => accountApi.auditLog(signal);

/** "Chrome on macOS · 203.0.113.7", as much of it as is known. */
export function whereFrom({ device, ip }: Pick<AuditEntry, 'device' | 'ip'>): string | null {
  const parts = [device, ip && `IP ${ip}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

function Entry({ entry }: { entry: AuditEntry }) {
  const where = whereFrom(entry);
  const details = detailsText(entry.details);
  return (
    <li>
      <What>{AUDIT_ACTION_LABELS[entry.action]}</What>
      <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
      {where ? <Where>{where}</Where> : null}
      {details ? <Where>{details}</Where> : null}
    </li>
  );
}

export function AccountActivity() {
  const { load, reload } = useLoad(fetchAuditLog, 'the account activity');
  return (
    <Section title={ACTIVITY_TITLE}>
      <MutedText>{ACTIVITY_LEAD}</MutedText>
      {load.state === 'loading' ? <Spinner label="Loading account activity" /> : null}
      {load.state === 'failed' ? (
        <LoadFailed message={load.error instanceof Error ? load.error.message : AUDIT_LOG_LOAD_FAILED} onRetry={reload} />
      ) : null}
      {load.state === 'loaded' && load.value.length === 0 ? <MutedText>{NO_ACTIVITY}</MutedText> : null}
      {load.state === 'loaded' && load.value.length > 0 ? (
        <Entries aria-label={ACTIVITY_TITLE}>
          {load.value.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Entries>
      ) : null}
    </Section>
  );
}
