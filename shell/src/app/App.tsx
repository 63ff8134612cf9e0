import { AppProviders } from '@whalewatch/shared/core';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { Layout } from './Layout';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <Layout>
          <AppRoutes />
        </Layout>
      </AppProviders>
    </BrowserRouter>
  );
}
