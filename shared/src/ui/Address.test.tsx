import { screen } from '@testing-library/react';
import { buildAddressLabel, buildTransaction, renderWithProviders } from '../testing';
import { Address } from './Address';
import { LabelledAddress } from './LabelledAddress';
import { TransactionDetails } from './TransactionDetails';

/**
 * What makes a long hex string wrap into even lines where one line cannot hold it (two halves of 21
 * characters for an address) instead of widening its box or breaking at the edge: Chromium balances the
 * lines `break-all` allows. jsdom lays nothing out, so the rules are what can be checked here; the e2e
 * width sweep measures the result.
 */
function expectEvenWrapping(element: HTMLElement) {
  const style = getComputedStyle(element);
  expect(style.wordBreak).toBe('break-all');
  expect(style.getPropertyValue('text-wrap')).toBe('balance');
  expect(style.display).toBe('inline-block');
  expect(style.maxWidth).toBe('100%');
}

describe('Address', () => {
  it('shows an address in EIP-55 case, whole in one text node (what copying and screen readers get)', () => {
    renderWithProviders(<Address address="0x28c6c06298d514db089934071355e5743bf21d60" />);
    const address = screen.getByText('0x28C6c06298d514Db089934071355E5743bf21d60');
    expect(address.tagName).toBe('CODE');
    expect(address.childNodes).toHaveLength(1);
  });

  it('wraps into even lines where one line cannot hold it', () => {
    renderWithProviders(<Address address="0x28c6c06298d514db089934071355e5743bf21d60" />);
    expectEvenWrapping(screen.getByText('0x28C6c06298d514Db089934071355E5743bf21d60'));
  });
});

describe('LabelledAddress', () => {
  it('wraps its address the same way, with the label beside it', () => {
    renderWithProviders(<LabelledAddress address="0x28c6c06298d514db089934071355e5743bf21d60" label={buildAddressLabel()} />);
    expectEvenWrapping(screen.getByText('0x28c6c06298d514db089934071355e5743bf21d60'));
    expect(screen.getByText('(Binance 14)')).toBeInTheDocument();
  });
});

describe('TransactionDetails', () => {
  // It used to break wherever the dialog's edge fell (DetailList's overflow-wrap: anywhere).
  it('wraps the transaction hash into even lines', () => {
    const transaction = buildTransaction();
    renderWithProviders(<TransactionDetails transaction={transaction} />);
    expectEvenWrapping(screen.getByText(transaction.hash));
  });

  it('wraps the sender and the recipient like every address', () => {
    const transaction = buildTransaction();
    renderWithProviders(<TransactionDetails transaction={transaction} />);
    expectEvenWrapping(screen.getByText(transaction.from));
    expectEvenWrapping(screen.getByText(transaction.to));
  });
});
