import type { FastifyRequest } from 'fastify';
import type { AuthContext, Deps } from '../context.js';

/** What a gate, a form schema and a handler are given. */
export interface GateContext<P extends string> {
  deps: Deps;
  auth: AuthContext;
  params: Record<P, string>;
  request: FastifyRequest;
}

/**
 * The record a route works on, loaded in the caller's tenant scope before anything else: outside the scope it
 * is not found (404). For a write route, `refuseWrite` then refuses a record that may not change (locked,
 * closed, the caller's link ended), still before the values are read.
 */
export interface Gate<L, P extends string = string> {
  load(ctx: GateContext<P>): Promise<L>;
  refuseWrite?(found: L, auth: AuthContext): void | Promise<void>;
  /**
   * The gate reads nothing: it hands the handler the record to check, and the handler's own statement reads the
   * record in the caller's scope together with what the route answers (one round trip for a hot read; outside
   * the scope, still 404). Only for reads: a write's scope is checked, and the record refused, before its
   * values are looked at.
   */
  inStatement?: true;
}
