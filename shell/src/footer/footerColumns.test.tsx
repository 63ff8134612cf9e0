// The Developers column leads to this deployment's api reference and to the shell's /status page, not to
// placeholder domains.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@whalewatch/shared';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { Footer } from './Footer';

const developers = () => {
  const heading = screen.getByRole('heading', { level: 2, name: 'Developers' });
  const list = heading.nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error('No link list under Developers');
  return within(list);
};

describe("the footer's Developers column", () => {
  it("links API Documentation to the api's rendered reference, at the api this deployment's config names", () => {
    configure({ apiUrl: 'https://api.whalewatch.example/' });
    renderWithProviders(<Footer />);
    expect(developers().getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', 'https://api.whalewatch.example/docs');
  });

  it('follows the config loaded at start-up (the default api otherwise)', () => {
    renderWithProviders(<Footer />);
    expect(developers().getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', 'http://127.0.0.1:4000/docs');
  });

  it('links System Status to the /status page inside the app', async () => {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/status" element={<h1>status page</h1>} />
        </Routes>
        <Footer />
      </>,
    );
    const link = developers().getByRole('link', { name: 'System Status' });
    expect(link).toHaveAttribute('href', '/status');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'status page' })).toBeInTheDocument();
  });
});
