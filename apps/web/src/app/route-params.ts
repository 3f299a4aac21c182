import { data, type LoaderFunctionArgs } from 'react-router';
import { isSellerCode } from '@tmc/shared/seller-code-rule';

// Identifiers in paths (specification, section 2): a seller code is six digits, buyer and corporation
// ids are UUIDs. A malformed one is a page that does not exist: the route answers 404.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function notFound(): never {
  throw data('Not Found', { status: 404 });
}

export function requireSellerCode({ params }: LoaderFunctionArgs): null {
  if (!isSellerCode(params.sellerCode ?? '')) notFound();
  return null;
}

export function requireUuid(name: string) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (!isUuid(params[name] ?? '')) notFound();
    return null;
  };
}
