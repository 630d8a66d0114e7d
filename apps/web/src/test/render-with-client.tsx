import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';

/** Renders with a fresh query cache, a router and the toaster, as the app has them. */
export function renderWithClient(children: ReactNode, client: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
      <ToasterSlot />
    </QueryClientProvider>,
  );
  return client;
}

// The toaster loads with the first toast, which can take a moment on a busy machine.
export const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
