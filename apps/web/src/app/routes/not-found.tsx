// The catch-all route's page: the site's 404 (components/not-found.tsx, also shown by pages for a missing item).
export { NotFoundPage as default } from '../../components/not-found';
