/**
 * The shop's answer when it will not take an order as it stands: an item sold out since the page
 * was built. The checkout's review step words it and offers the cart as the way on.
 */
export class OrderRefused extends Error {
  constructor(readonly soldOutItem: string) {
    super(`sold out: ${soldOutItem}`);
    this.name = 'OrderRefused';
  }
}
