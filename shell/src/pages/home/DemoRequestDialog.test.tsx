import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_REQUEST_TEXT } from './demoRequest';
import { DEMO_DIALOG_TITLE } from './DemoRequestDialog';
import { HomePage } from './HomePage';

/** Just enough of a fetch Response for the shared api client. */
function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'json' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(JSON.parse(text)),
    text: () => Promise.resolve(text),
  };
  return response as Response;
}

const originalFetch = globalThis.fetch;
let fetchMock: jest.MockedFunction<typeof fetch>;

/** The api's answer to a stored request (its contract's: POST /demo-requests 201). */
const STORED = { id: '6f1c2a3e-8b4d-4c5e-9f6a-7b8c9d0e1f2a', createdAt: '2026-11-29T06:00:00.000Z' };
/** The api's words past the anonymous write limit (api/src/http/rate-limit.ts). */
const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

beforeEach(() => {
  fetchMock = jest.fn() as jest.MockedFunction<typeof fetch>;
  fetchMock.mockResolvedValue(jsonResponse(201, STORED));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

async function openDialog() {
  renderWithProviders(<HomePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
  return screen.findByRole('dialog', { name: DEMO_DIALOG_TITLE });
}

async function fillIn(dialog: HTMLElement, values: { name?: string; email?: string; company?: string; message?: string }) {
  if (values.name) await userEvent.type(within(dialog).getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(within(dialog).getByLabelText('Email'), values.email);
  if (values.company) await userEvent.type(within(dialog).getByLabelText('Company (optional)'), values.company);
  if (values.message) await userEvent.type(within(dialog).getByLabelText('Message (optional)'), values.message);
}

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0][1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

describe('DemoRequestDialog', () => {
  it("shows 'Please enter your name' and the invalid email message, and sends nothing", async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(within(dialog).getByText('Please enter your name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the request to /demo-requests without a token, closes and thanks the user', async () => {
    const dialog = await openDialog();
    await fillIn(dialog, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Show me whales',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(DEMO_REQUEST_TEXT.sent)).toBeInTheDocument();
    expect(screen.getByText('Thanks! We will contact you to schedule your demo.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4000/demo-requests');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(sentBody()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Show me whales',
    });
  });

  it('leaves the optional company and message out when they are empty', async () => {
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it("reads 'Sending...' and is disabled while sending", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(jsonResponse(201, STORED));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's error inside the dialog and keeps the typed values", async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: TOO_MANY_REQUESTS, code: 'over_request_rate_limit' }));
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hello' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS);
    expect(screen.getByRole('dialog', { name: DEMO_DIALOG_TITLE })).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText('Company (optional)')).toHaveValue('Engines');
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveValue('Hello');
    expect(within(dialog).getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('shows the fallback text when the server gives no error message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send your demo request. Please try again.');
  });

  it('closes on Escape and gives focus back to Request a Demo', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Demo' })).toHaveFocus();
  });

  it('starts on Name and keeps Tab inside the dialog, away from the page behind it', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send Request' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Cancel', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
