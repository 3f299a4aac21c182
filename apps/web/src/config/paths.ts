// Every path of the app, once: the router takes `path`, links take `getHref()`.
// Route table: specification, section 2.

const ADMINS = '/admins';

export const paths = {
  home: { path: '/', getHref: () => '/' },

  account: { path: '/account', getHref: () => '/account' },
  /** Links in mails lead here to (re)send the password-creation mail (specification, section 2). */
  accountAuth: {
    path: '/account/auth',
    getHref: (email?: string) => (email ? `/account/auth/?${new URLSearchParams({ email }).toString()}` : '/account/auth/'),
  },
  /** The password mails' link (the server builds it with PASSWORD_PAGE_PATH of @tmc/shared/account-schemas). */
  accountPassword: { path: '/account/password', getHref: () => '/account/password' },

  search: {
    path: '/search',
    getHref: (query?: { title?: string; seller_code?: string }) => {
      const params = new URLSearchParams();
      if (query?.title) params.set('title', query.title);
      if (query?.seller_code) params.set('seller_code', query.seller_code);
      const text = params.toString();
      return text ? `/search?${text}` : '/search';
    },
  },
  /** A goods item's page (goods ids are numbers). */
  tmcItem: { path: '/search/:id', getHref: (id: number | string) => `/search/${encodeURIComponent(String(id))}` },
  latest: { path: '/latest', getHref: () => '/latest' },
  favourites: { path: '/favourites', getHref: () => '/favourites' },
  placement: { path: '/placement', getHref: () => '/placement' },
  subscriptionKeyword: { path: '/subscription/keyword', getHref: () => '/subscription/keyword' },
  /** The weekly digest's unsubscribe link (the server writes it: subscription-digest.ts). */
  subscriptionUnsubscribe: { path: '/subscription/unsubscribe', getHref: () => '/subscription/unsubscribe' },
  cart: { path: '/cart', getHref: () => '/cart' },

  sellers: { path: '/sellers', getHref: () => '/sellers' },
  sellerAgreement: { path: '/sellers/agreement', getHref: () => '/sellers/agreement' },
  /** A seller's goods; in the admin module the same page sits under /admins (seller dropdown, location 'sellers'). */
  sellerEntities: {
    path: '/sellers/:sellerCode/entities',
    getHref: (sellerCode: string, options?: { admin?: boolean }) =>
      `${options?.admin ? ADMINS : ''}/sellers/${encodeURIComponent(sellerCode)}/entities`,
  },
  /** The supplier's goods form: a new item, and an existing one. */
  sellerEntityNew: {
    path: '/sellers/:sellerCode/entities/new',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/entities/new`,
  },
  sellerEntityEdit: {
    path: '/sellers/:sellerCode/entities/:id/edit',
    getHref: (sellerCode: string, id: number | string) =>
      `/sellers/${encodeURIComponent(sellerCode)}/entities/${encodeURIComponent(String(id))}/edit`,
  },
  /** Import of goods from a file; in the admin module the same page sits under /admins/sellers/{code}/import. */
  sellerImport: {
    path: '/sellers/:sellerCode/import',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/import`,
  },
  sellerDeals: {
    path: '/sellers/:sellerCode/deals',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/deals`,
  },
  sellerSettings: {
    path: '/sellers/:sellerCode/settings',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/settings`,
  },
  /** The supplier's tier: its period, its room and buying or renewing one by invoice. */
  sellerTariff: {
    path: '/sellers/:sellerCode/tariff',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/tariff`,
  },
  sellerReport: {
    path: '/sellers/:sellerCode/report',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/report`,
  },
  /** The supplier terms inside a seller's cabinet (the public copy is sellerAgreement). */
  sellerCabinetAgreement: {
    path: '/sellers/:sellerCode/agreement',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/agreement`,
  },
  /** A premium seller's public page for buyers: card, goods, contacts. */
  sellerPublic: {
    path: '/sellers/:sellerCode',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}`,
  },
  /** The seller dropdown's 'input' link ('{token}'): an administrator enters the seller's cabinet as the seller. */
  sellerInput: {
    path: '/sellers/input/:token',
    getHref: (token: string) => `/sellers/input/${encodeURIComponent(token)}`,
  },
  sellerProfile: {
    path: '/sellers/:sellerCode/profile',
    getHref: (sellerCode: string) => `/sellers/${encodeURIComponent(sellerCode)}/profile`,
  },

  rules: { path: '/rules', getHref: () => '/rules' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  sellProduct: { path: '/sell-product', getHref: () => '/sell-product' },
  contacts: { path: '/contacts', getHref: () => '/contacts' },
  details: { path: '/details', getHref: () => '/details' },
  stat: { path: '/stat', getHref: () => '/stat' },
  eula: { path: '/eula', getHref: () => '/eula' },
  tariff: { path: '/tariff', getHref: () => '/tariff' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  review: { path: '/review', getHref: () => '/review' },
  corporation: {
    path: '/corporations/:id',
    getHref: (id: string) => `/corporations/${encodeURIComponent(id)}`,
  },

  admin: {
    home: { path: ADMINS, getHref: () => ADMINS },
    sellers: { path: `${ADMINS}/sellers`, getHref: () => `${ADMINS}/sellers` },
    sellerEntities: {
      path: `${ADMINS}/sellers/:sellerCode/entities`,
      getHref: (sellerCode: string) => `${ADMINS}/sellers/${encodeURIComponent(sellerCode)}/entities`,
    },
    sellerImport: {
      path: `${ADMINS}/sellers/:sellerCode/import`,
      getHref: (sellerCode: string) => `${ADMINS}/sellers/${encodeURIComponent(sellerCode)}/import`,
    },
    sellerDeals: {
      path: `${ADMINS}/sellers/:sellerCode/deals`,
      getHref: (sellerCode: string) => `${ADMINS}/sellers/${encodeURIComponent(sellerCode)}/deals`,
    },
    sellerProfile: {
      path: `${ADMINS}/sellers/:sellerCode/profile`,
      getHref: (sellerCode: string) => `${ADMINS}/sellers/${encodeURIComponent(sellerCode)}/profile`,
    },
    settings: { path: `${ADMINS}/settings`, getHref: () => `${ADMINS}/settings` },
    /** Seller dropdown, location 'settings'. */
    settingsEntities: {
      path: `${ADMINS}/settings/:sellerCode/entities`,
      getHref: (sellerCode: string) => `${ADMINS}/settings/${encodeURIComponent(sellerCode)}/entities`,
    },
    buyers: { path: `${ADMINS}/buyers`, getHref: () => `${ADMINS}/buyers` },
    buyer: {
      path: `${ADMINS}/buyers/:buyerId`,
      getHref: (buyerId: string) => `${ADMINS}/buyers/${encodeURIComponent(buyerId)}`,
    },
    curators: { path: `${ADMINS}/curators`, getHref: () => `${ADMINS}/curators` },
    curator: {
      path: `${ADMINS}/curators/:username`,
      getHref: (username: string) => `${ADMINS}/curators/${encodeURIComponent(username)}`,
    },
    dispatchers: { path: `${ADMINS}/dispatchers`, getHref: () => `${ADMINS}/dispatchers` },
    corporations: { path: `${ADMINS}/corporations`, getHref: () => `${ADMINS}/corporations` },
    corporation: {
      path: `${ADMINS}/corporations/:id`,
      getHref: (id: string) => `${ADMINS}/corporations/${encodeURIComponent(id)}`,
    },
    premium: { path: `${ADMINS}/premium`, getHref: () => `${ADMINS}/premium` },
    /** Goods waiting for an administrator's decision. */
    moderation: { path: `${ADMINS}/moderation`, getHref: () => `${ADMINS}/moderation` },
    /** Goods trusted sellers published at once, for an administrator to look at (issue 11, item 9). */
    postModeration: { path: `${ADMINS}/post-moderation`, getHref: () => `${ADMINS}/post-moderation` },
    callbacks: { path: `${ADMINS}/callbacks`, getHref: () => `${ADMINS}/callbacks` },
    deals: { path: `${ADMINS}/deals`, getHref: () => `${ADMINS}/deals` },
    invoices: { path: `${ADMINS}/invoices`, getHref: () => `${ADMINS}/invoices` },
    /** Every seller's tier (L1, L2 change them); `q` opens it filtered (a seller's code). */
    tiers: { path: `${ADMINS}/tiers`, getHref: (q?: string) => (q ? `${ADMINS}/tiers?${new URLSearchParams({ q }).toString()}` : `${ADMINS}/tiers`) },
    /** Every buyer's keyword subscription (L1, L2 change them). */
    subscriptions: { path: `${ADMINS}/subscriptions`, getHref: () => `${ADMINS}/subscriptions` },
    report: { path: `${ADMINS}/report`, getHref: () => `${ADMINS}/report` },
    logs: { path: `${ADMINS}/logs`, getHref: () => `${ADMINS}/logs` },
    /** The action log (ADMIN L1). */
    audit: { path: `${ADMINS}/audit`, getHref: () => `${ADMINS}/audit` },
    logsAggregated: { path: `${ADMINS}/logs-aggregated`, getHref: () => `${ADMINS}/logs-aggregated` },
    reviews: { path: `${ADMINS}/reviews`, getHref: () => `${ADMINS}/reviews` },
    blog: { path: `${ADMINS}/blog`, getHref: () => `${ADMINS}/blog` },
    content: { path: `${ADMINS}/content`, getHref: () => `${ADMINS}/content` },
    /** The day slogan and the running line. */
    services: { path: `${ADMINS}/services`, getHref: () => `${ADMINS}/services` },
    profile: { path: `${ADMINS}/profile`, getHref: () => `${ADMINS}/profile` },
  },
} as const;
