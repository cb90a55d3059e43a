/**
 * The delivery methods offered for an order. Locally they are the shop's own (domain/delivery.ts),
 * every one of them for any cart, so there is nothing to ask: `offeredDeliveryMethods` is undefined
 * and the checkout offers them all without a request.
 */
import type { DeliveryService } from './contracts';

export const offeredDeliveryMethods: DeliveryService['offeredDeliveryMethods'] = undefined;
