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
