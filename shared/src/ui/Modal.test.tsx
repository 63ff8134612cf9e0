import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderWithProviders } from '../testing';
import { Button } from './Button';
import { Field } from './Field';
import { Modal } from './Modal';

/** A page as the remotes have them: a control that opens the dialog, and more page (a footer link) after it. */
function PageWithDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Request a Demo</button>
      {open ? (
        <Modal title="Request a Demo" onClose={() => setOpen(false)}>
          {children}
          <Button $variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button>Send Request</Button>
        </Modal>
      ) : null}
      <footer>
        <a href="/privacy-policy">Privacy Policy</a>
      </footer>
    </>
  );
}

async function openDialog(children: ReactNode = <Field label="Name" name="name" />) {
  renderWithProviders(<PageWithDialog>{children}</PageWithDialog>);
  await userEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
  return screen.getByRole('dialog', { name: 'Request a Demo' });
}

describe('Modal focus', () => {
  it('starts on the first field', async () => {
    const dialog = await openDialog(
      <>
        <Field label="Name" name="name" />
        <Field label="Email" name="email" />
      </>,
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  });

  it('starts on the dialog itself, which names it, when it has no field', async () => {
    const dialog = await openDialog(<p>Are you sure?</p>);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside: after the last control comes the first, never the page behind', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Send Request' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveFocus();
  });

  it('keeps Shift+Tab inside: before the first control comes the last', async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());

    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send Request' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Demo' })).toHaveFocus();
  });

  it('gives focus back when closed by its own buttons too', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Demo' })).toHaveFocus();
  });
});

describe('Modal title', () => {
  // Settings' 'Latest Transaction for <full address>' (the spec's words) was cut off at 390 px.
  it('wraps a title too long for its line, such as one holding a whole address', () => {
    renderWithProviders(
      <Modal title="Latest Transaction for 0x28C6c06298d514Db089934071355E5743bf21d60" onClose={() => undefined}>
        <p>No transactions found</p>
      </Modal>,
    );
    const title = screen.getByRole('heading', { name: 'Latest Transaction for 0x28C6c06298d514Db089934071355E5743bf21d60' });
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');
    expect(screen.getByRole('dialog')).toHaveAccessibleName(title.textContent ?? '');
  });
});
