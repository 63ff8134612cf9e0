import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { COMPLIANCE_BANNER_TITLE } from './ComplianceBanner';
import { HERO_TITLE } from './Hero';
import { HomePage } from './HomePage';
import { POPULAR_TOKENS } from '@whalewatch/shared';
import { LOGO_SLIDER_TITLE } from './LogoSlider';
import { USE_CASES } from './useCases';

function PathProbe() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderHome(options: { user?: true } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<PathProbe />} />
    </Routes>,
    options,
  );
}

describe('HomePage', () => {
  it('shows a hero about Ethereum monitoring as the one page heading', () => {
    renderHome();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HERO_TITLE);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('goes to /auth on Get Started when signed out', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Now at /auth')).toBeInTheDocument();
  });

  it('goes to /register on Get Started when signed in', async () => {
    renderHome({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Now at /register')).toBeInTheDocument();
  });

  it('lists the ten tokens the product knows in the logo slider, once for assistive technology', () => {
    renderHome();
    const slider = screen.getByRole('list', { name: LOGO_SLIDER_TITLE });
    const names = within(slider)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(names).toEqual([
      'DAI',
      'USDC',
      'USDT',
      'Chainlink',
      'Basic Attention Token',
      '1inch',
      'Compound',
      'Shiba Inu',
      'Binance USD',
      'Compound DAI',
    ]);
    expect(POPULAR_TOKENS).toHaveLength(10);
    expect(screen.getAllByRole('list', { name: LOGO_SLIDER_TITLE })).toHaveLength(1);
  });

  it('lets the slider animation be paused and played again', async () => {
    renderHome();
    const pause = screen.getByRole('button', { name: 'Pause animation' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play animation' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the three use cases: Ethereum monitoring, short-term whale identification, crypto compliance', () => {
    renderHome();
    expect(USE_CASES.map((useCase) => useCase.title)).toEqual([
      'Ethereum Monitoring',
      'Short-Term Whale Identification',
      'Crypto Compliance',
    ]);
    for (const useCase of USE_CASES) {
      expect(screen.getByRole('heading', { level: 3, name: useCase.title })).toBeInTheDocument();
      expect(screen.getByText(useCase.description)).toBeInTheDocument();
    }
  });

  it('shows the compliance banner with a Request a Demo button', () => {
    renderHome();
    const banner = screen.getByRole('region', { name: COMPLIANCE_BANNER_TITLE });
    expect(within(banner).getByRole('button', { name: 'Request a Demo' })).toBeInTheDocument();
  });
});
