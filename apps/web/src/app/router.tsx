import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout, LayoutPending } from './layouts/app-layout';
import { DeferredRouteError } from './layouts/deferred';
import { requireSellerCode, requireUuid } from './route-params';

// The page modules (routes/<name>.tsx), each its own chunk, loaded when its route is first visited.
// A module may export `pageReady`: what its page needs before it can render (the route waits for it, and
// so does hydration: a page that suspended while hydrating would stay dead HTML under the reader's clicks).
const pageModules = import.meta.glob<{ default: ComponentType; pageReady?: () => Promise<unknown> }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

/** What the server needs to know of a matched route (server-render.tsx): its module's source path. */
export interface PageRouteHandle {
  /** 'src/app/routes/search.tsx': the key of the page's chunk in the build's manifest. */
  module: string;
}

/** A route whose page is routes/<name>.tsx, its own chunk, loaded when the route is first visited. */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no page module routes/${name}.tsx`);
  const handle: PageRouteHandle = { module: `src/app/routes/${name}.tsx` };
  return {
    lazy: async () => {
      const module = await load();
      await module.pageReady?.();
      return { Component: module.default };
    },
    handle,
  };
}

/**
 * Every route of the specification's route table (section 2). The module (buyers / sellers / admins)
 * is chosen by the root layout from the host and the path, so the same paths work on every host.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page('home') },

  { path: paths.account.path, ...page('account') },
  { path: paths.accountAuth.path, ...page('account-auth') },
  { path: paths.accountPassword.path, ...page('account-password') },
  { path: paths.search.path, ...page('search') },
  { path: paths.tmcItem.path, ...page('tmc-item') },
  { path: paths.latest.path, ...page('latest') },
  { path: paths.favourites.path, ...page('favourites') },
  { path: paths.placement.path, ...page('placement') },
  { path: '/subscription', element: <Navigate to={paths.subscriptionKeyword.getHref()} replace /> },
  { path: paths.subscriptionKeyword.path, ...page('subscription-keyword') },
  { path: paths.subscriptionUnsubscribe.path, ...page('subscription-unsubscribe') },
  { path: paths.cart.path, ...page('cart') },

  { path: paths.sellers.path, ...page('sellers') },
  { path: paths.sellerAgreement.path, ...page('seller-agreement') },
  { path: paths.sellerEntities.path, loader: requireSellerCode, ...page('seller-entities') },
  { path: paths.sellerEntityNew.path, loader: requireSellerCode, ...page('seller-entity-form') },
  { path: paths.sellerEntityEdit.path, loader: requireSellerCode, ...page('seller-entity-form') },
  { path: paths.sellerImport.path, loader: requireSellerCode, ...page('seller-import') },
  { path: paths.sellerDeals.path, loader: requireSellerCode, ...page('seller-deals') },
  { path: paths.sellerInput.path, ...page('seller-input') },
  { path: paths.sellerProfile.path, loader: requireSellerCode, ...page('seller-profile') },
  { path: paths.sellerPublic.path, loader: requireSellerCode, ...page('seller-public') },
  { path: paths.sellerReport.path, loader: requireSellerCode, ...page('seller-report') },
  { path: paths.sellerTariff.path, loader: requireSellerCode, ...page('seller-tariff') },
  { path: paths.sellerSettings.path, loader: requireSellerCode, ...page('seller-settings') },
  { path: paths.sellerCabinetAgreement.path, loader: requireSellerCode, ...page('seller-agreement') },

  { path: paths.rules.path, ...page('rules') },
  { path: paths.about.path, ...page('about') },
  { path: paths.services.path, ...page('services') },
  { path: paths.sellProduct.path, ...page('sell-product') },
  { path: paths.contacts.path, ...page('contacts') },
  { path: paths.details.path, ...page('details') },
  { path: paths.stat.path, ...page('stat') },
  { path: paths.eula.path, ...page('eula') },
  { path: paths.tariff.path, ...page('tariff') },
  { path: paths.blog.path, ...page('blog') },
  { path: paths.blogPost.path, ...page('blog-post') },
  { path: paths.review.path, ...page('review') },
  { path: paths.corporation.path, loader: requireUuid('id'), ...page('corporation') },

  { path: paths.admin.home.path, ...page('admin-home') },
  { path: paths.admin.sellers.path, ...page('admin-sellers') },
  {
    path: paths.admin.sellerEntities.path,
    loader: requireSellerCode,
    ...page('admin-seller-entities'),
  },
  {
    path: paths.admin.sellerImport.path,
    loader: requireSellerCode,
    ...page('admin-seller-import'),
  },
  {
    path: paths.admin.sellerDeals.path,
    loader: requireSellerCode,
    ...page('admin-seller-deals'),
  },
  {
    path: paths.admin.sellerProfile.path,
    loader: requireSellerCode,
    ...page('admin-seller-profile'),
  },
  { path: paths.admin.settings.path, ...page('admin-settings') },
  {
    path: paths.admin.settingsEntities.path,
    loader: requireSellerCode,
    ...page('admin-settings-entities'),
  },
  { path: paths.admin.buyers.path, ...page('admin-buyers') },
  { path: paths.admin.buyer.path, loader: requireUuid('buyerId'), ...page('admin-buyer') },
  { path: paths.admin.curators.path, ...page('admin-curators') },
  { path: paths.admin.curator.path, ...page('admin-curator') },
  { path: paths.admin.dispatchers.path, ...page('admin-dispatchers') },
  { path: paths.admin.corporations.path, ...page('admin-corporations') },
  {
    path: paths.admin.corporation.path,
    loader: requireUuid('id'),
    ...page('admin-corporation'),
  },
  { path: paths.admin.premium.path, ...page('admin-premium') },
  { path: paths.admin.moderation.path, ...page('admin-moderation') },
  { path: paths.admin.postModeration.path, ...page('admin-post-moderation') },
  { path: paths.admin.callbacks.path, ...page('admin-callbacks') },
  { path: paths.admin.deals.path, ...page('admin-deals') },
  { path: paths.admin.invoices.path, ...page('admin-invoices') },
  { path: paths.admin.tiers.path, ...page('admin-tiers') },
  { path: paths.admin.subscriptions.path, ...page('admin-subscriptions') },
  { path: paths.admin.report.path, ...page('admin-report') },
  { path: paths.admin.logs.path, ...page('admin-logs') },
  { path: paths.admin.audit.path, ...page('admin-audit') },
  { path: paths.admin.logsAggregated.path, ...page('admin-logs-aggregated') },
  { path: paths.admin.reviews.path, ...page('admin-reviews') },
  { path: paths.admin.blog.path, ...page('admin-blog') },
  { path: paths.admin.content.path, ...page('admin-ticker') },
  { path: paths.admin.services.path, ...page('admin-services') },
  { path: paths.admin.profile.path, ...page('admin-profile') },

  { path: '*', ...page('not-found') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: DeferredRouteError,
    HydrateFallback: LayoutPending,
    // The pathless child keeps the layout (top bar, footer) around a page's error or 404.
    children: [{ ErrorBoundary: DeferredRouteError, children: pageRoutes }],
  },
];

export const createAppRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
