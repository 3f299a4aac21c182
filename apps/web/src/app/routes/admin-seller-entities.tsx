// /admins/sellers/{code}/entities (the seller dropdown's 'sellers' location in the admin module) is the
// seller's goods area, the same page as /sellers/{code}/entities.
export { default } from './seller-entities';
