import { Toaster } from '@nyiur/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { readRequest } from './read-request';

export interface Answer {
  status: number;
  body: unknown;
}

export const ok = (data: unknown): Answer => ({
  status: 200,
  body: { code: 200, message: 'Success', data },
});

/** A 422 naming one field, as the server words a refusal. */
export const refused = (field: string, message: string): Answer => ({
  status: 422,
  body: { code: 422, message, data: { errors: { [field]: message } } },
});

/**
 * The server's answers by path (below /api), one after another, the last one kept: the network
 * edge a screen talks to. Answers what each call sent, in order.
 */
export function serveCalls(answers: Record<string, Answer[]>): { path: string; body: unknown }[] {
  const seen: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const sent = await readRequest(request);
    const path = sent.path.replace(/^\/api/, '');
    seen.push({ path, body: sent.body });
    const queue = answers[path] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { code: 404, message: 'Not found.' },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return seen;
}

/** Renders a screen with a fresh query cache and the toasts. */
export const renderWithQueries = (screen: ReactNode) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {screen}
      <Toaster />
    </QueryClientProvider>,
  );
