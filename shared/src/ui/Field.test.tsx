import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import userEvent from '@testing-library/user-event';
import { AddressField, CheckboxField, Field, TextAreaField } from './Field';

describe('labelled fields', () => {
  it('ties the label and the announced error to the input', () => {
    renderWithProviders(<Field label="Email" error="Please enter a valid email address" defaultValue="x" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('gives address inputs a 0x placeholder and no autocomplete or spell-check', () => {
    renderWithProviders(<AddressField label="Wallet Address" />);
    const input = screen.getByLabelText('Wallet Address');
    expect(input).toHaveAttribute('placeholder', '0x…');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('renders the multi-line twin as a labelled textarea', () => {
    renderWithProviders(<TextAreaField label="Message (optional)" />);
    expect(screen.getByLabelText('Message (optional)').tagName).toBe('TEXTAREA');
  });

  it('toggles a checkbox from its label', async () => {
    renderWithProviders(<CheckboxField label="Monitor Ether Transfers" defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Monitor Ether Transfers' });
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Monitor Ether Transfers'));
    expect(checkbox).not.toBeChecked();
  });
});
