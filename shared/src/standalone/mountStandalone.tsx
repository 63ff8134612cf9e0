// A remote's own page for local development: its screens under the same providers the shell gives.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';

export interface StandaloneScreen {
  path: string;
  label: string;
  Component: ComponentType;
}

export function mountStandalone(title: string, screens: StandaloneScreen[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element to mount into');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <nav aria-label={`${title} screens`} style={{ display: 'flex', gap: 16, padding: 16 }}>
            <strong>{title} (standalone)</strong>
            {screens.map((screen) => (
              <Link key={screen.path} to={screen.path}>
                {screen.label}
              </Link>
            ))}
          </nav>
          <Routes>
            {screens.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<FirstScreen screens={screens} />} />
          </Routes>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

function FirstScreen({ screens }: { screens: StandaloneScreen[] }) {
  const First = screens[0]?.Component;
  return First ? <First /> : null;
}
