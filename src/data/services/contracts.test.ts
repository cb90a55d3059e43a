// The build swaps a service module for its backend's (scripts/backend.mjs): each backend's module
// must then export what the local one does, with the contract's types (checked by tsc: the table
// below is typed by the contracts).
import { expect, test } from 'vitest';
import * as localAuth from './auth-service';
import type {
  AuthService,
  CustomerOrdersService,
  DeliveryService,
  OrderService,
  ProfileService,
} from './contracts';
import * as localCustomerOrders from './customer-orders';
import * as localDelivery from './delivery-service';
import * as localOrders from './order-service';
import * as localProfile from './profile-service';
import * as vendureAuth from './vendure/auth-service';
import * as vendureCustomerOrders from './vendure/customer-orders';
import * as vendureDelivery from './vendure/delivery-service';
import * as vendureOrders from './vendure/order-service';
import * as vendureProfile from './vendure/profile-service';

const backends: {
  name: string;
  auth: AuthService;
  orders: OrderService;
  history: CustomerOrdersService;
  delivery: DeliveryService;
  profile: ProfileService;
}[] = [
  {
    name: 'local',
    auth: localAuth,
    orders: localOrders,
    history: localCustomerOrders,
    delivery: localDelivery,
    profile: localProfile,
  },
  {
    name: 'vendure',
    auth: vendureAuth,
    orders: vendureOrders,
    history: vendureCustomerOrders,
    delivery: vendureDelivery,
    profile: vendureProfile,
  },
];

const functions = (m: object) =>
  Object.entries(m)
    .filter(([, value]) => typeof value === 'function')
    .map(([key]) => key);

test.each(backends.slice(1))("$name's services export every function the local ones do", (backend) => {
  const [local] = backends;
  expect(functions(backend.auth)).toEqual(expect.arrayContaining(functions(local!.auth)));
  expect(functions(backend.orders)).toEqual(expect.arrayContaining(functions(local!.orders)));
  expect(functions(backend.history)).toEqual(expect.arrayContaining(functions(local!.history)));
  expect(functions(backend.delivery)).toEqual(expect.arrayContaining(functions(local!.delivery)));
  expect(functions(backend.profile)).toEqual(expect.arrayContaining(functions(local!.profile)));
});

test('a backend that keeps accounts answers every profile operation', () => {
  expect(functions(vendureProfile).sort()).toEqual(['closeAccount', 'saveProfile']);
  expect({ ...localProfile }).toEqual({ saveProfile: undefined, closeAccount: undefined });
});
