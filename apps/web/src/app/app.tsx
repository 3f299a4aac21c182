import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { readAppConfig } from '../lib/app-config';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [config] = useState(readAppConfig);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient} config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
