// Whether a request comes from a person on this machine. Decided on the socket's own address, never on
// request.ip: with TRUST_PROXY set, request.ip follows X-Forwarded-For, which a client partly writes itself.
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { t } from './i18n.ts';

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  // An IPv4 client of a dual-stack socket shows as ::ffff:127.0.0.1.
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * A loopback socket that no proxy speaks for. A reverse proxy on the same machine (nginx or Caddy in front of
 * `npm start`) connects from 127.0.0.1 on behalf of anyone on the network; it names them in X-Forwarded-For
 * (Caddy always, nginx with the usual `proxy_set_header X-Forwarded-For`), so such a request is not local.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  if (headers['x-real-ip'] !== undefined) return false;
  return isLoopbackAddress(request.socket?.remoteAddress);
}

/** onRequest hook of the development pages (/__dev/…): anyone but a person on this machine gets 403 `local_only`. */
export function localOnly(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (fromThisMachine(request)) {
    done();
    return;
  }
  void reply.code(403).send({ message: t(request.lang, 'local_only'), code: 'local_only' });
}
