// Made by `npm run messages:types` from messages/en-US.json: do not edit by hand.
declare module 'virtual:lumina-messages/offline' {
  export const pageTitle: string;
  export const pageMessage: string;
  export const tryAgain: string;
  export const toCart: string;
  export const toHome: string;
  export const offline: string;
  export const online: string;
}
declare module 'virtual:lumina-messages/facets' {
  export const brand: string;
  export const rating: string;
  export const anyRating: string;
  export const availability: string;
  export const inStockOnly: string;
  export const showFewer: string;
  export const ratingStep: (values: { stars: number }) => string;
  export const valueCount: (values: { count: number }) => string;
  export const showAll: (values: { count: number }) => string;
}
declare module 'virtual:lumina-messages/auth' {
  export const loginFailedTitle: string;
  export const loginFailedDescription: string;
  export const loginErrorTitle: string;
  export const registrationErrorTitle: string;
  export const somethingWentWrong: string;
  export const loginSuccessTitle: string;
  export const loginSuccessDescription: string;
  export const registrationSuccessTitle: string;
  export const registrationSuccessDescription: (values: { brand: string | number }) => string;
  export const logoutTitle: string;
  export const logoutDescription: string;
  export const profileUpdatedTitle: string;
  export const profileUpdatedDescription: string;
  export const resetLinkSent: (values: { email: string | number }) => string;
}
declare module 'virtual:lumina-messages/newsletter' {
  export const subscribedTitle: string;
  export const subscribedDescription: string;
}
declare module 'virtual:lumina-messages/checkout' {
  export const unavailableStatus: string;
  export const firstNameRequired: string;
  export const lastNameRequired: string;
  export const phoneRequired: string;
  export const address1Required: string;
  export const cityRequired: string;
  export const stateRequired: string;
  export const zipCodeRequired: string;
  export const paymentCard: string;
  export const paymentPaypal: string;
  export const paymentApplePay: string;
  export const cardNumberRequired: string;
  export const expiryDateRequired: string;
  export const cvvRequired: string;
  export const nameOnCardRequired: string;
  export const missingInformationTitle: string;
  export const missingInformationDescription: string;
  export const paymentRequiredTitle: string;
  export const paymentRequiredDescription: string;
  export const termsRequiredTitle: string;
  export const termsRequiredDescription: string;
  export const orderFailedTitle: string;
  export const orderFailedDescription: string;
  export const unavailableTitle: string;
  export const unavailableDescription: string;
  export const orderPlacedTitle: string;
  export const orderPlacedDescription: (values: { orderNumber: string | number }) => string;
}
declare module 'virtual:lumina-messages/cartToasts' {
  export const addedTitle: string;
  export const addedDescription: (values: { name: string | number }) => string;
  export const increasedTitle: string;
  export const increasedDescription: (values: { name: string | number }) => string;
  export const limitTitle: string;
  export const limitDescription: (values: { max: number; name: string | number }) => string;
  export const removedTitle: string;
  export const removedDescription: (values: { name: string | number }) => string;
  export const clearedTitle: string;
  export const clearedDescription: string;
  export const savedTitle: string;
  export const savedDescription: (values: { name: string | number }) => string;
  export const movedTitle: string;
  export const movedDescription: (values: { name: string | number }) => string;
  export const removedSavedTitle: string;
  export const removedSavedDescription: (values: { name: string | number }) => string;
  export const freeShippingHint: (values: { amount: string | number }) => string;
  export const undo: string;
}
declare module 'virtual:lumina-messages/cartLines' {
  export const droppedTitle: string;
  export const droppedDescription: (values: { name: string | number }) => string;
}
declare module 'virtual:lumina-messages/cartButton' {
  export const addToCart: string;
  export const outOfStock: string;
}
declare module 'virtual:lumina-messages/cart' {
  export const pageTitle: string;
  export const itemsInCart: (values: { count: number }) => string;
  export const emptyTitle: string;
  export const emptyDescription: string;
  export const continueShopping: string;
  export const clearCart: string;
  export const clearCartTitle: string;
  export const clearCartDescription: string;
  export const itemsHeading: string;
  export const orderSummary: string;
  export const subtotal: (values: { count: number }) => string;
  export const shippingMethod: (values: { method: string | number }) => string;
  export const free: string;
  export const tax: (values: { percent: number }) => string;
  export const total: string;
  export const shippingNote: string;
  export const proceedToCheckout: string;
  export const unitPrice: string;
  export const each: (values: { price: string | number }) => string;
  export const lineTotal: string;
  export const quantityOf: (values: { item: string | number }) => string;
  export const saveForLater: string;
  export const cartTotal: string;
  export const checkout: string;
  export const loading: string;
  export const savedHeading: (values: { count: number }) => string;
  export const moveToCart: string;
  export const outOfStock: string;
  export const remove: string;
}
declare module 'virtual:lumina-messages/marketSwitcher' {
  export const label: string;
  export const current: (values: { market: string | number }) => string;
}
