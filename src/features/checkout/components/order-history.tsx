/** The order list shared by /orders and the account page's Orders tab (filled in by the checkout issue). */
export function OrderHistory() {
  return <p>No orders yet.</p>;
}
