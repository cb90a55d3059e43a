import type { AddressForm } from '../model/checkout-text';
import { countryName } from '../model/countries';

/** A postal address as the shopper entered it, optionally with the contact e-mail and phone. */
export function AddressBlock({
  address,
  showContact = true,
}: {
  address: AddressForm;
  showContact?: boolean;
}) {
  return (
    <address className="text-sm leading-relaxed not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zipCode}
      <br />
      {countryName(address.country)}
      {showContact ? (
        <>
          <br />
          <span className="text-muted-foreground">{address.email}</span>
          <br />
          <span className="text-muted-foreground">{address.phone}</span>
        </>
      ) : null}
    </address>
  );
}
