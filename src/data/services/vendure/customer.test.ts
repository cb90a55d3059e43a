import fc from 'fast-check';
import { expect, test } from 'vitest';
import { asUser, customerName, type VendureCustomer } from './customer';

const customer: VendureCustomer = {
  id: '9',
  firstName: 'Grace',
  lastName: 'Brewster Hopper',
  emailAddress: 'grace@example.com',
  phoneNumber: '',
  addresses: [
    {
      id: '1',
      streetLine1: 'Old Street 1',
      city: 'Arlington',
      province: 'VA',
      postalCode: '1',
      defaultShippingAddress: false,
    },
    {
      id: '2',
      streetLine1: '1 Navy Yard',
      city: 'Washington',
      province: null,
      postalCode: '20374',
      defaultShippingAddress: true,
    },
  ],
};

test("a customer reads as the shop's user: the default shipping address, blanks left out", () => {
  expect(asUser(customer)).toEqual({
    id: '9',
    name: 'Grace Brewster Hopper',
    email: 'grace@example.com',
    avatar: expect.any(String),
    address: '1 Navy Yard',
    city: 'Washington',
    zipCode: '20374',
  });
  expect(asUser({ ...customer, addresses: null, lastName: '' })).not.toHaveProperty('address');
  expect(asUser({ ...customer, lastName: '' }).name).toBe('Grace');
});

test('a name splits into the first word and the rest, and joins back to itself', () => {
  expect(customerName('  Ada   King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  expect(customerName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[^\s]{1,8}$/), { minLength: 1, maxLength: 4 }), (words) => {
      const { firstName, lastName } = customerName(words.join(' '));
      expect(asUser({ ...customer, firstName, lastName, addresses: [] }).name).toBe(words.join(' '));
    }),
  );
});
