// Who a price is for (issue 13, member rates; docs/decisions/011-member-rates.md). Public endpoints that price
// hotels answer a member's price to a request carrying a valid member token, a guest's otherwise.
//
// "Valid" is the token's signature, algorithm allow-list, issuer, audience and expiry (members/tokens.ts
// verifyToken), without the database lookup of revocation: showing a member rate to the holder of a token revoked
// minutes ago costs nothing, since the cart, where money is taken, authenticates the member fully. A malformed,
// tampered or expired token is simply a guest here, never a 401: these endpoints need no sign-in.
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../contract/handlers.ts';
import { bearerToken, verifyToken } from '../members/tokens.ts';

/** True when the request prices as a member (see the module comment). */
export async function pricesForMember(services: Services, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const payload = await verifyToken(services, token);
  const memberId = Number(payload?.sub);
  return Number.isSafeInteger(memberId) && memberId >= 1;
}
