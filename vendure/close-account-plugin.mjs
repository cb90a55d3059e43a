/**
 * Lets a signed-in customer close their own account from the storefront, which Vendure's Shop API
 * has no operation for: `closeActiveCustomerAccount` soft-deletes the session's customer and its
 * user (as the Admin API's deleteCustomer does; its orders stay for the shop's books) and ends the
 * user's sessions, so the address and password no longer sign in. Written without TypeScript's
 * decorator syntax: the decorators are applied as the functions they are.
 */
import { Inject } from '@nestjs/common';
import { Mutation, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  CustomerService,
  ForbiddenError,
  Permission,
  PluginCommonModule,
  SessionService,
  Transaction,
  VendurePlugin,
} from '@vendure/core';
import { parse } from 'graphql';

class CloseAccountResolver {
  constructor(customers, sessions) {
    this.customers = customers;
    this.sessions = sessions;
  }

  async closeActiveCustomerAccount(ctx) {
    if (!ctx.activeUserId) throw new ForbiddenError();
    const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId);
    if (!customer) throw new ForbiddenError();
    await this.customers.softDelete(ctx, customer.id);
    await this.sessions.deleteSessionsByUser(ctx, { id: ctx.activeUserId });
    return true;
  }
}

Inject(CustomerService)(CloseAccountResolver, undefined, 0);
Inject(SessionService)(CloseAccountResolver, undefined, 1);
const method = 'closeActiveCustomerAccount';
Ctx()(CloseAccountResolver.prototype, method, 0);
Object.defineProperty(
  CloseAccountResolver.prototype,
  method,
  Reflect.decorate(
    [Transaction(), Mutation(), Allow(Permission.Owner)],
    CloseAccountResolver.prototype,
    method,
    Object.getOwnPropertyDescriptor(CloseAccountResolver.prototype, method),
  ),
);
Resolver()(CloseAccountResolver);

// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a Vendure plugin is a class its decorator describes
export class CloseAccountPlugin {}

VendurePlugin({
  imports: [PluginCommonModule],
  shopApiExtensions: {
    schema: parse('extend type Mutation { closeActiveCustomerAccount: Boolean! }'),
    resolvers: [CloseAccountResolver],
  },
  compatibility: '^3.0.0',
})(CloseAccountPlugin);
