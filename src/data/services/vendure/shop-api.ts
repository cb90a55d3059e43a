/**
 * Vendure's Shop API over fetch: a typed document in, its data out, no GraphQL client. The session
 * is the bearer token Vendure sends in its `vendure-auth-token` header, kept in localStorage as
 * Vendure advises for a browser app (`vendureToken`): it holds the guest's or customer's active
 * order across reloads, and is dropped on sign-out. Nothing else is stored: no password, no card.
 */
import { readRaw, removeKey, writeRaw } from '@/lib/storage';

declare const __LUMINA_SHOP_API__: string | undefined;

export const tokenKey = 'vendureToken';

/** The Shop API's address, written into the build (VENDURE_SHOP_API). */
export const shopApiUrl = (): string =>
  typeof __LUMINA_SHOP_API__ === 'string' ? __LUMINA_SHOP_API__ : 'http://127.0.0.1:3100/shop-api';

/** A GraphQL error Vendure returned: the request reached it. */
export class ShopApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ShopApiError';
  }
}

/** Ends the session on this side (the token is forgotten). */
export function forgetSession(): void {
  removeKey(tokenKey);
}

/**
 * Sends one operation. Rejects with a TypeError when the server cannot be reached, a ShopApiError
 * when it answered with errors (FORBIDDEN once a session has expired).
 */
export async function shopApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = readRaw(tokenKey);
  const response = await fetch(shopApiUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const fresh = response.headers.get('vendure-auth-token');
  if (fresh) writeRaw(tokenKey, fresh);
  if (!response.ok && response.status >= 500) throw new TypeError(`Shop API answered ${response.status}`);
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const [error] = body.errors ?? [];
  if (error) throw new ShopApiError(error.message, error.extensions?.code);
  return body.data as T;
}

/** An ErrorResult of Vendure's: a union member with an errorCode. */
export interface ErrorResult {
  __typename: string;
  errorCode?: string;
  message?: string;
}

/** What a mutation answers: its result (with the fields `T` asked for), or an ErrorResult. */
export type Result<T = object> = ({ __typename: string } & T) | ErrorResult;

/** Throws a ShopApiError for an ErrorResult, else gives the result back. */
export function unwrap<T extends { __typename: string }>(result: T | ErrorResult): T {
  if ('errorCode' in result && result.errorCode)
    throw new ShopApiError(result.message ?? result.errorCode, result.errorCode);
  return result as T;
}
