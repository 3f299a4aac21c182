import { lazy } from 'react';
import { LazyPart } from '../../components/lazy-part';

// Below the fold or off the happy path: their code loads after the first paint (DESIGN.md section 8).
const Footer = lazy(() => import('../shell/footer').then((m) => ({ default: m.Footer })));
const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteErrorPage })));

/** The footer of every page, loaded after the page itself. */
export function DeferredFooter() {
  return (
    <LazyPart>
      <Footer />
    </LazyPart>
  );
}

/** The routes' error boundary: a 404 of a malformed id, or an apology. */
export function DeferredRouteError() {
  return (
    <LazyPart>
      <RouteError />
    </LazyPart>
  );
}
