import { describe, expect, it } from 'vitest';
import { createMemoryRouter, isRouteErrorResponse, matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { routes } from './router';

const SELLER = '123456';
const UUID = '7f1c0f3e-2b1a-4c1e-9d7a-1f0e2d3c4b5a';

/** The specification's route table (section 2) with the identifiers it names. */
const specPaths = [
  '/',
  '/account',
  '/account/auth/',
  '/search',
  '/latest',
  '/favourites',
  '/placement',
  '/subscription/keyword',
  '/sellers',
  `/sellers/${SELLER}/entities`,
  `/sellers/${SELLER}/deals`,
  `/sellers/${SELLER}/profile`,
  `/sellers/${SELLER}/settings`,
  `/sellers/${SELLER}/report`,
  `/sellers/${SELLER}/agreement`,
  // A premium seller's public page for buyers (issue 12).
  `/sellers/${SELLER}`,
  '/sellers/agreement',
  '/cart',
  '/admins',
  `/admins/settings/${SELLER}/entities`,
  `/admins/sellers/${SELLER}/entities`,
  '/admins/buyers',
  `/admins/buyers/${UUID}`,
  '/admins/callbacks',
  '/admins/logs',
  '/admins/logs-aggregated',
  '/admins/reviews',
  '/admins/report',
  '/admins/deals',
  '/admins/profile',
  '/admins/corporations',
  `/admins/corporations/${UUID}`,
  '/admins/curators/ivanov',
  '/rules',
  '/about',
  '/services',
  '/sell-product',
  '/contacts',
  '/details',
  '/stat',
  '/eula',
  '/tariff',
  '/blog',
  '/review',
  `/corporations/${UUID}`,
];

function leaf(path: string) {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1);
}

async function runLoaders(path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  for (const match of matches) {
    const loader = match.route.loader;
    if (typeof loader === 'function') {
      try {
        await loader({ params: match.params } as unknown as LoaderFunctionArgs);
      } catch (error) {
        return error;
      }
    }
  }
  return null;
}

describe('route table', () => {
  it.each(specPaths)('has a page for %s', async (path) => {
    const match = leaf(path);
    expect(match?.route.path).not.toBe('*');
    expect(match?.route.lazy ?? match?.route.element).toBeTruthy();
    expect(await runLoaders(path)).toBeNull();
  });

  it.each(['/nowhere', '/admins/nowhere', '/sellers/123456/nowhere', '/corporations'])('sends %s to the 404 page', (path) => {
    expect(leaf(path)?.route.path).toBe('*');
  });

  it.each([
    '/sellers/12345/entities',
    '/sellers/12345',
    '/sellers/1234567/entities',
    '/sellers/12a456/entities',
    '/admins/settings/abc/entities',
    '/admins/sellers/00000/entities',
    '/corporations/42',
    `/corporations/${UUID}x`,
    '/admins/buyers/not-a-uuid',
  ])('answers 404 for the malformed identifier in %s', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    const errors = Object.values(router.state.errors ?? {});
    expect(errors).toHaveLength(1);
    expect(isRouteErrorResponse(errors[0]) && errors[0].status).toBe(404);
    router.dispose();
  });

  it('keeps leading zeros of a seller code', async () => {
    expect(await runLoaders('/sellers/000123/entities')).toBeNull();
  });

  it('redirects /subscription to the keyword subscription', () => {
    expect(leaf('/subscription')?.route.element).toBeTruthy();
  });
});
