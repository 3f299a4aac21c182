// Roles and permission levels of the specification (section 6) with what each may do (DESIGN.md section 4).
// One table, used by the server guards and by the web to hide what the server would refuse.

export const ROLES = ['ADMIN', 'REPRESENTATIVE', 'BUYER'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['L1', 'L2', 'L3', 'L4', 'STANDART'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Which permissions a role may carry. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  ADMIN: ['L1', 'L2', 'L3', 'L4'],
  REPRESENTATIVE: ['STANDART'],
  BUYER: ['STANDART'],
};

export const ADMIN_LEVEL_TITLES: Readonly<Record<'L1' | 'L2' | 'L3' | 'L4', string>> = {
  L1: 'Главный администратор',
  L2: 'Администратор',
  L3: 'Диспетчер',
  L4: 'Куратор',
};

export interface Principal {
  role: Role;
  permission: Permission;
}

/** Admin access means role ADMIN with any of L1-L4 (specification, section 6). */
export function isAdmin(p: Principal | null | undefined): boolean {
  return p?.role === 'ADMIN' && (ROLE_PERMISSIONS.ADMIN as readonly string[]).includes(p.permission);
}

export function hasAdminLevel(p: Principal | null | undefined, ...levels: Permission[]): boolean {
  return isAdmin(p) && levels.includes(p!.permission);
}

/** Chief administrator: the only one who may edit the tariff price table. */
export const canEditPrices = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1');
/** Administrators who manage sellers, buyers, content (L1, L2). */
export const canManagePlatform = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1', 'L2');
/** Dispatchers and administrators see callbacks and buyers. */
export const canHandleCallbacks = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1', 'L2', 'L3');
/** Administrators (L1, L2) write blog posts and approve or reject reviews. */
export const canManageBlogAndReviews = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1', 'L2');
/** Only the chief administrator (L1) reads the action log (issue 11: '/admins/audit'). */
export const canReadAuditLog = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1');
/** Curators see (never change) their own sellers. */
export const isCurator = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L4');
export const isSellerUser = (p: Principal | null | undefined): boolean => p?.role === 'REPRESENTATIVE';
export const isBuyer = (p: Principal | null | undefined): boolean => p?.role === 'BUYER';

/** Whether a role may carry this permission (ROLE_PERMISSIONS). */
export function isPermissionOfRole(role: Role, permission: string): permission is Permission {
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
}

/**
 * Administrators who manage other users' accounts: edit a profile (`?id`), block, allow placement
 * (L1, L2). An L2 administrator may not change an L1 administrator's account.
 */
export function canManageAccountOf(actor: Principal | null | undefined, target: Principal): boolean {
  if (!canManagePlatform(actor)) return false;
  return actor!.permission === 'L1' || !hasAdminLevel(target, 'L1');
}

/** Only the chief administrator (L1) gives the L1 permission. */
export function canGrantPermission(actor: Principal | null | undefined, permission: Permission): boolean {
  return canManagePlatform(actor) && (permission !== 'L1' || actor!.permission === 'L1');
}

// Goods (tmc). A REPRESENTATIVE acts only on its own seller's goods; the server checks ownership per item.
/** May place, edit and delete goods: a supplier's user or ADMIN L1/L2. Curators only look. */
export const canPlaceGoods = (p: Principal | null | undefined): boolean => isSellerUser(p) || canManagePlatform(p);
/** May publish or reject goods waiting in moderation. */
export const canModerateGoods = (p: Principal | null | undefined): boolean => canManagePlatform(p);
/** May list goods of every status (admin/search): L1/L2 all sellers, L4 its own sellers. */
export const canViewGoodsQueue = (p: Principal | null | undefined): boolean => hasAdminLevel(p, 'L1', 'L2', 'L4');
/** May open a seller's goods lists (seller/inventory, seller/reserve, incomeExpense). */
export const canViewSellerGoods = (p: Principal | null | undefined): boolean => isSellerUser(p) || canViewGoodsQueue(p);
/** Favourites belong to signed-in buyers. */
export const canUseFavourites = (p: Principal | null | undefined): boolean => isBuyer(p);

// Cart, deals and billing (issue 13).
/** May press 'Купить' and keep a cart: buyers, and suppliers' users buying from other suppliers (B2B). */
export const canUseCart = (p: Principal | null | undefined): boolean => isBuyer(p) || isSellerUser(p);
/** May list invoices and mark them paid (/admins/invoices): ADMIN L1, L2. */
export const canManageInvoices = (p: Principal | null | undefined): boolean => canManagePlatform(p);
/** May read a seller's holds and deals: its representatives, its curator, ADMIN L1/L2 (the server checks whose). */
export const canViewSellerDeals = (p: Principal | null | undefined): boolean => isSellerUser(p) || hasAdminLevel(p, 'L1', 'L2', 'L4');
/** May read a seller's tier and its orders: its representatives, its curator, ADMIN L1-L3 (the server checks whose). */
export const canViewSellerTier = (p: Principal | null | undefined): boolean => isSellerUser(p) || isAdmin(p);
/** May order a tier for its own seller by invoice: a supplier's representative. */
export const canOrderTier = (p: Principal | null | undefined): boolean => isSellerUser(p);
/** May set sellers' tiers and buyers' subscriptions directly (/admins/tiers, /admins/subscriptions): ADMIN L1, L2. */
export const canManageTariffs = (p: Principal | null | undefined): boolean => canManagePlatform(p);
