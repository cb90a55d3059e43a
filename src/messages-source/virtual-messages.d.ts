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
  export const resetLinkSent: (values: { email: string | number }) => string;
}
declare module 'virtual:lumina-messages/accountChanges' {
  export const profileUpdatedTitle: string;
  export const profileUpdatedDescription: string;
  export const profileNotSavedTitle: string;
  export const profileNotSavedDescription: string;
  export const emailNotChangedDescription: string;
  export const accountDeletedTitle: string;
  export const accountDeletedDescription: string;
  export const accountNotDeletedTitle: string;
  export const accountNotDeletedDescription: string;
}
declare module 'virtual:lumina-messages/newsletter' {
  export const subscribedTitle: string;
  export const subscribedDescription: string;
  export const heading: string;
  export const intro: string;
  export const emailLabel: string;
  export const emailPlaceholder: string;
  export const subscribe: string;
  export const subscribing: string;
}
declare module 'virtual:lumina-messages/checkoutPage' {
  export const unavailableStatus: string;
  export const orderPlacedTitle: string;
  export const orderPlacedDescription: (values: { orderNumber: string | number }) => string;
}
declare module 'virtual:lumina-messages/checkout' {
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
}
declare module 'virtual:lumina-messages/orderRefusals' {
  export const soldOutTitle: string;
  export const soldOutDescription: (values: { name: string | number }) => string;
  export const goToCart: string;
  export const unreachableTitle: string;
  export const unreachableDescription: string;
  export const sessionExpiredTitle: string;
  export const sessionExpiredDescription: string;
  export const priceChangedTitle: string;
  export const priceChangedDescription: (values: { name: string | number; price: string | number }) => string;
  export const deliveryPriceChangedTitle: string;
  export const deliveryPriceChangedDescription: (values: { method: string | number; price: string | number }) => string;
  export const cartNotSyncedTitle: string;
  export const cartNotSyncedDescription: string;
}
declare module 'virtual:lumina-messages/checkoutForm' {
  export const stepShipping: string;
  export const stepPayment: string;
  export const stepReview: string;
  export const stepsLabel: string;
  export const stepCompleted: string;
  export const shippingTitle: string;
  export const paymentTitle: string;
  export const reviewTitle: string;
  export const stepOf: (values: { step: number; total: number }) => string;
  export const summaryTitle: string;
  export const summaryTotal: (values: { total: string | number }) => string;
  export const hideDetailsLabel: string;
  export const showDetailsLabel: string;
  export const hideDetails: string;
  export const showDetails: string;
  export const summaryItemsLabel: string;
  export const requiredFieldsNote: string;
  export const firstName: string;
  export const lastName: string;
  export const email: string;
  export const phone: string;
  export const address1: string;
  export const address2: string;
  export const city: string;
  export const state: string;
  export const zipCode: string;
  export const country: string;
  export const deliveryMethod: string;
  export const deliveryDatesNote: string;
  export const nextDayCutoff: (values: { time: string | number }) => string;
  export const arrives: (values: { dates: string | number }) => string;
  export const paymentMethod: string;
  export const savedCard: (values: { last4: string | number }) => string;
  export const newCard: string;
  export const cardLegend: string;
  export const forgetCard: (values: { last4: string | number }) => string;
  export const cardNumber: string;
  export const expiryDate: string;
  export const cvv: string;
  export const nameOnCard: string;
  export const savePaymentMethod: string;
  export const savePaymentMethodHint: string;
  export const billingSameAsShipping: string;
  export const billingAddress: string;
  export const noCardDetails: (values: { method: string | number }) => string;
  export const next: string;
  export const previous: string;
  export const backToCart: string;
  export const edit: string;
  export const editShippingAddress: string;
  export const editDelivery: string;
  export const editPayment: string;
  export const shippingAddress: string;
  export const delivery: string;
  export const items: string;
  export const itemsToOrder: string;
  export const acceptTerms: string;
  export const termsOfService: string;
  export const acceptTermsAnd: string;
  export const privacyPolicy: string;
  export const placingOrder: string;
  export const processing: string;
  export const placeOrder: string;
}
declare module 'virtual:lumina-messages/orderDetails' {
  export const quantity: (values: { quantity: number }) => string;
  export const subtotal: string;
  export const shippingMethod: (values: { method: string | number }) => string;
  export const tax: string;
  export const total: string;
  export const free: string;
  export const cardEnding: (values: { last4: string | number }) => string;
  export const paymentCard: string;
  export const paymentPaypal: string;
  export const paymentApplePay: string;
  export const itemCount: (values: { count: number }) => string;
  export const orderStatus: (values: { status: string | number }) => string;
  export const countryName: (values: { code: string | number }) => string;
  export const vatIncluded: (values: { percent: number }) => string;
}
declare module 'virtual:lumina-messages/orderConfirmation' {
  export const title: string;
  export const thanks: string;
  export const orderNumber: string;
  export const placedOn: (values: { date: string | number }) => string;
  export const emailSent: string;
  export const emailSentEnd: string;
  export const progressLabel: string;
  export const currentStage: string;
  export const shippingAddress: string;
  export const delivery: string;
  export const arrives: (values: { dates: string | number }) => string;
  export const paymentMethod: string;
  export const billingAddress: string;
  export const items: string;
  export const itemsLabel: string;
  export const continueShopping: string;
  export const viewOrderHistory: string;
}
declare module 'virtual:lumina-messages/orderHistory' {
  export const emptyTitle: string;
  export const emptySignedIn: string;
  export const emptyGuest: string;
  export const startShopping: string;
  export const logIn: string;
  export const visitOnly: string;
  export const visitLogIn: string;
  export const visitLogInEnd: string;
  export const listLabel: string;
  export const orderLabel: (values: { id: string | number }) => string;
  export const date: string;
  export const status: string;
  export const items: string;
  export const delivery: string;
  export const total: string;
  export const itemsLabel: (values: { id: string | number }) => string;
}
declare module 'virtual:lumina-messages/account' {
  export const pageTitle: string;
  export const loading: string;
  export const loadFailed: string;
  export const signedOutTitle: string;
  export const signedOutDescription: string;
  export const logIn: string;
  export const signUp: string;
  export const tabProfile: string;
  export const tabOrders: string;
  export const tabWishlist: string;
  export const tabSettings: string;
}
declare module 'virtual:lumina-messages/accountDashboard' {
  export const signedInAs: string;
  export const logOut: string;
  export const sectionsLabel: string;
  export const panelLoading: string;
  export const orderHistory: string;
  export const wishlistTitle: string;
  export const wishlistCount: (values: { count: number }) => string;
  export const viewWishlist: string;
  export const wishlistItemsLabel: string;
  export const wishlistEmptyTitle: string;
  export const wishlistEmptyDescription: string;
  export const browseProducts: string;
  export const settingsTitle: string;
  export const notifications: string;
  export const emailNotifications: string;
  export const emailNotificationsDescription: string;
  export const smsNotifications: string;
  export const smsNotificationsDescription: string;
  export const marketingEmails: string;
  export const marketingEmailsDescription: string;
  export const settingsKeptNote: string;
  export const deleteAccount: string;
  export const deleteDescription: string;
  export const deleteConfirmTitle: string;
  export const deleteConfirmDescription: string;
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
  export const vatIncluded: (values: { percent: number }) => string;
}
declare module 'virtual:lumina-messages/catalogueUnavailable' {
  export const status: string;
  export const checkConnection: string;
  export const tryAgain: string;
}
declare module 'virtual:lumina-messages/emailField' {
  export const label: string;
}
declare module 'virtual:lumina-messages/dialog' {
  export const close: string;
  export const cancel: string;
}
declare module 'virtual:lumina-messages/price' {
  export const now: string;
  export const was: string;
}
declare module 'virtual:lumina-messages/starRating' {
  export const rated: (values: { rating: string | number }) => string;
}
declare module 'virtual:lumina-messages/quantityStepper' {
  export const decrease: (values: { label: string | number }) => string;
  export const increase: (values: { label: string | number }) => string;
}
declare module 'virtual:lumina-messages/productCard' {
  export const outOfStock: string;
  export const discount: string;
  export const reviewCount: (values: { count: number }) => string;
  export const reviewsWord: (values: { count: number }) => string;
  export const noReviewsYet: string;
}
declare module 'virtual:lumina-messages/pagination' {
  export const label: string;
  export const previous: string;
  export const previousPage: string;
  export const page: (values: { page: number }) => string;
  export const next: string;
  export const nextPage: string;
}
declare module 'virtual:lumina-messages/listing' {
  export const filters: string;
  export const clearFilters: string;
  export const activeFilters: (values: { count: number }) => string;
  export const results: string;
  export const sortBy: string;
  export const priceRange: string;
  export const minimumPrice: string;
  export const maximumPrice: string;
  export const productsFound: (values: { count: number }) => string;
  export const loadingProducts: string;
  export const noMatchTitle: string;
  export const noMatchHint: string;
  export const sortFeatured: string;
  export const sortPriceLowToHigh: string;
  export const sortPriceHighToLow: string;
  export const sortHighestRated: string;
  export const sortNewest: string;
  export const sortBiggestDiscount: string;
  export const sortSmallestDiscount: string;
  export const sortMostRelevant: string;
}
declare module 'virtual:lumina-messages/homePage' {
  export const whyShopWithUs: string;
  export const freeShippingTitle: string;
  export const freeShippingText: (values: { amount: string | number }) => string;
  export const securePaymentTitle: string;
  export const securePaymentText: string;
  export const returnsTitle: string;
  export const returnsText: string;
  export const supportTitle: string;
  export const supportText: string;
  export const featuredHeading: string;
  export const featuredText: string;
  export const viewAllFeatured: string;
  export const featuredLabel: string;
  export const shopByCategory: string;
  export const allCategories: string;
  export const categoriesLabel: string;
}
declare module 'virtual:lumina-messages/categoriesPage' {
  export const title: string;
  export const description: string;
  export const categoriesLabel: string;
  export const viewAllProducts: string;
  export const productCount: (values: { count: number }) => string;
}
declare module 'virtual:lumina-messages/productsPage' {
  export const allProducts: string;
  export const featuredProducts: string;
  export const onSale: string;
  export const gridLabel: string;
  export const category: string;
  export const showOnly: string;
  export const featuredFilter: string;
  export const onSaleFilter: string;
}
declare module 'virtual:lumina-messages/salePage' {
  export const title: string;
  export const intro: string;
  export const upToOff: (values: { percent: number }) => string;
  export const gridLabel: string;
  export const emptyTitle: string;
  export const emptyDescription: string;
  export const browseAllProducts: string;
}
declare module 'virtual:lumina-messages/productPage' {
  export const breadcrumb: string;
  export const home: string;
  export const products: string;
  export const noReviewsYet: string;
  export const ratingSummary: (values: { rating: string | number; count: number }) => string;
  export const quantity: string;
  export const brand: string;
  export const category: string;
  export const specifications: string;
  export const productImages: string;
  export const notFoundTitle: string;
  export const notFoundDescription: string;
  export const backToProducts: string;
  export const save: (values: { percent: number }) => string;
  export const relatedHeading: string;
  export const relatedLabel: string;
  export const buyBar: (values: { name: string | number }) => string;
  export const inStock: string;
  export const outOfStock: string;
  export const optionLabel: (values: { option: string | number; value: string | number }) => string;
  export const valueSoldOut: (values: { value: string | number }) => string;
  export const valueUnavailable: (values: { value: string | number }) => string;
  export const pricesIncludeVat: string;
}
declare module 'virtual:lumina-messages/reviews' {
  export const verifiedPurchase: string;
  export const helpful: (values: { count: number }) => string;
  export const formLabel: string;
  export const reviewTitle: string;
  export const yourReview: string;
  export const submitting: string;
  export const submitReview: string;
  export const completeHint: string;
  export const commentCounter: (values: { length: string | number; max: string | number }) => string;
  export const customerReviews: string;
  export const beTheFirst: string;
  export const listLabel: string;
  export const showMore: string;
  export const clearFilters: string;
  export const averageRating: (values: { average: string | number }) => string;
  export const basedOn: (values: { count: number }) => string;
  export const ratingDistribution: string;
  export const bucketCount: (values: { count: number; percent: number }) => string;
  export const filterByRating: string;
  export const sortBy: string;
  export const rating: string;
  export const writeReview: string;
  export const loadingForm: string;
  export const logIn: string;
  export const loginRequired: string;
  export const ratingRequired: string;
  export const titleRequired: string;
  export const titleMax: (values: { max: string | number }) => string;
  export const commentRequired: string;
  export const commentMax: (values: { max: string | number }) => string;
  export const submitFailed: string;
  export const submitted: string;
  export const noReviews: string;
  export const noMatches: string;
  export const allRatings: string;
  export const stars: (values: { count: number }) => string;
  export const reviewCount: (values: { count: number }) => string;
  export const distribution: (values: { stars: number; count: number; percent: number }) => string;
  export const sortNewest: string;
  export const sortOldest: string;
  export const sortHighest: string;
  export const sortLowest: string;
  export const sortHelpful: string;
  export const showingAll: (values: { total: number }) => string;
  export const showingSome: (values: { shown: number; total: number }) => string;
  export const unwrittenAll: (values: { count: number }) => string;
  export const unwrittenOthers: (values: { count: number }) => string;
}
declare module 'virtual:lumina-messages/wishlistToasts' {
  export const addedTitle: string;
  export const addedDescription: (values: { name: string | number }) => string;
  export const alreadyTitle: string;
  export const alreadyDescription: (values: { name: string | number }) => string;
  export const removedTitle: string;
  export const removedDescription: (values: { name: string | number }) => string;
  export const clearedTitle: string;
  export const clearedDescription: string;
}
declare module 'virtual:lumina-messages/wishlistButton' {
  export const addToWishlist: string;
  export const inWishlist: string;
  export const addNamed: (values: { name: string | number }) => string;
}
declare module 'virtual:lumina-messages/wishlist' {
  export const title: string;
  export const items: (values: { count: number }) => string;
  export const emptyTitle: string;
  export const emptyDescription: string;
  export const browseProducts: string;
  export const clearWishlist: string;
  export const clearTitle: string;
  export const clearDescription: string;
  export const itemsLabel: string;
  export const removeNamed: (values: { name: string | number }) => string;
}
declare module 'virtual:lumina-messages/headerSearch' {
  export const formLabel: string;
  export const inputLabel: string;
  export const placeholder: string;
  export const recentSearches: string;
  export const clearRecent: string;
  export const clear: string;
  export const suggestionsLabel: string;
  export const noProducts: string;
  export const recentCleared: string;
  export const viewAll: (values: { total: number }) => string;
  export const suggestions: (values: { count: number }) => string;
  export const correctedSuggestions: (values: { corrected: string | number; count: number }) => string;
  export const corrected: (values: { corrected: string | number }) => string;
  export const recentCount: (values: { count: number }) => string;
}
declare module 'virtual:lumina-messages/searchPage' {
  export const heading: (values: { query: string | number }) => string;
  export const title: (values: { query: string | number }) => string;
  export const titleEmpty: string;
  export const resultsHeading: string;
  export const searching: string;
  export const noProducts: string;
  export const browseAllProducts: string;
  export const spellingHint: string;
  export const facetsHideAll: string;
  export const outsideRange: (values: { count: number }) => string;
  export const correction: (values: { typed: string | number; corrected: string | number }) => string;
  export const exactSearch: (values: { typed: string | number }) => string;
  export const promptTitle: string;
  export const promptDescription: string;
  export const recentSearches: string;
  export const resultsLabel: string;
}
declare module 'virtual:lumina-messages/shell' {
  export const skipToContent: string;
  export const loadingPage: string;
  export const loadingShop: (values: { brand: string | number }) => string;
  export const notifications: string;
}
declare module 'virtual:lumina-messages/header' {
  export const logoHome: (values: { brand: string | number }) => string;
  export const helpAndCompany: string;
  export const openMenu: string;
  export const mainNav: string;
  export const yourAccount: (values: { name: string | number }) => string;
  export const signIn: string;
  export const wishlistLink: (values: { count: number }) => string;
  export const cartLink: (values: { count: number }) => string;
  export const cartNowHas: (values: { count: number }) => string;
  export const wishlistNowHas: (values: { count: number }) => string;
}
declare module 'virtual:lumina-messages/footer' {
  export const shop: string;
  export const customerService: string;
  export const about: string;
  export const notice: (values: { year: string | number; brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/menu' {
  export const title: string;
  export const close: string;
  export const description: string;
  export const navLabel: string;
  export const shop: string;
  export const wishlist: string;
  export const cart: string;
  export const help: string;
  export const company: string;
}
declare module 'virtual:lumina-messages/theme' {
  export const system: string;
  export const light: string;
  export const dark: string;
  export const legend: string;
  export const current: (values: { theme: string | number }) => string;
}
declare module 'virtual:lumina-messages/errorPage' {
  export const notFoundTitle: string;
  export const notFoundMessage: string;
  export const errorTitle: string;
  export const errorMessage: string;
  export const sectionTitle: string;
  export const sectionMessage: string;
  export const tryAgain: string;
  export const toHome: string;
}
declare module 'virtual:lumina-messages/homeRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/productsRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/productRoute' {
  export const notFoundTitle: string;
  export const notFoundDescription: string;
}
declare module 'virtual:lumina-messages/categoriesRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/saleRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/searchRoute' {
  export const description: (values: { brand: string | number }) => string;
  export const resultsDescription: (values: { brand: string | number; query: string | number }) => string;
}
declare module 'virtual:lumina-messages/cartRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
}
declare module 'virtual:lumina-messages/wishlistRoute' {
  export const title: string;
  export const description: string;
}
declare module 'virtual:lumina-messages/checkoutRoute' {
  export const title: string;
  export const description: string;
  export const nothingTitle: string;
  export const nothingDescription: string;
  export const browseProducts: string;
  export const backToCart: string;
  export const placedStatus: string;
  export const loadingCart: string;
}
declare module 'virtual:lumina-messages/orderSuccessRoute' {
  export const title: string;
  export const description: string;
  export const noOrderTitle: string;
  export const noOrderDescription: string;
  export const browseProducts: string;
  export const viewOrderHistory: string;
}
declare module 'virtual:lumina-messages/ordersRoute' {
  export const title: string;
  export const description: string;
  export const lead: string;
}
declare module 'virtual:lumina-messages/profileRoute' {
  export const title: string;
  export const description: (values: { brand: string | number }) => string;
  export const loadingDetails: string;
}
declare module 'virtual:lumina-messages/notFoundRoute' {
  export const title: string;
  export const description: string;
  export const heading: string;
  export const returnHome: string;
}
declare module 'virtual:lumina-messages/authPages' {
  export const signInTitle: string;
  export const signInMetaDescription: (values: { brand: string | number }) => string;
  export const signInDescription: string;
  export const noAccount: string;
  export const signUp: string;
  export const registerTitle: string;
  export const registerMetaDescription: (values: { brand: string | number }) => string;
  export const registerDescription: (values: { brand: string | number }) => string;
  export const haveAccount: string;
  export const signIn: string;
  export const forgotTitle: string;
  export const forgotMetaDescription: (values: { brand: string | number }) => string;
  export const forgotDescription: string;
  export const rememberedIt: string;
  export const backToSignIn: string;
  export const backToHome: string;
  export const sendResetLink: string;
  export const sending: string;
  export const password: string;
  export const rememberMe: string;
  export const forgotPassword: string;
  export const submitSignIn: string;
  export const signingIn: string;
  export const demoAccount: string;
  export const fullName: string;
  export const passwordHint: (values: { min: number }) => string;
  export const confirmPassword: string;
  export const showPassword: string;
  export const showPasswordConfirmation: string;
  export const agreeTo: string;
  export const termsOfService: string;
  export const agreeAnd: string;
  export const privacyPolicy: string;
  export const submitRegister: string;
  export const creatingAccount: string;
}
declare module 'virtual:lumina-messages/passwordReset' {
  export const title: string;
  export const metaDescription: (values: { brand: string | number }) => string;
  export const description: string;
  export const newPassword: string;
  export const submit: string;
  export const saving: string;
  export const linkRefused: string;
  export const needNewLink: string;
  export const askNewLink: string;
  export const changedTitle: string;
  export const changedDescription: string;
  export const notChangedTitle: string;
  export const notChangedDescription: string;
}
declare module 'virtual:lumina-messages/authValidation' {
  export const passwordRequired: string;
  export const passwordMin: (values: { min: number }) => string;
  export const nameRequired: string;
  export const nameMin: (values: { min: number }) => string;
  export const confirmRequired: string;
  export const passwordsDiffer: string;
  export const termsRequired: string;
  export const phoneMax: (values: { max: number }) => string;
  export const addressMax: (values: { max: number }) => string;
  export const cityMax: (values: { max: number }) => string;
  export const stateMax: (values: { max: number }) => string;
  export const zipCodeMax: (values: { max: number }) => string;
}
declare module 'virtual:lumina-messages/profileDetails' {
  export const heading: string;
  export const edit: string;
  export const notProvided: string;
  export const save: string;
  export const saving: string;
  export const cancel: string;
  export const fullName: string;
  export const email: string;
  export const phone: string;
  export const address: string;
  export const city: string;
  export const state: string;
  export const zipCode: string;
}
declare module 'virtual:lumina-messages/faqPage' {
  export const searchLabel: string;
  export const searchPlaceholder: string;
  export const results: (values: { shown: number; total: number }) => string;
  export const noResultsTitle: string;
  export const noResultsDescription: string;
  export const clearSearch: string;
}
declare module 'virtual:lumina-messages/messageForm' {
  export const requiredNoteStart: string;
  export const asterisk: string;
  export const requiredNoteEnd: string;
  export const firstName: string;
  export const lastName: string;
  export const name: string;
  export const phoneOptional: string;
  export const subject: string;
  export const message: string;
  export const send: string;
  export const sending: string;
  export const notSentTitle: string;
  export const notSentDescription: string;
}
declare module 'virtual:lumina-messages/messageValidation' {
  export const firstNameRequired: string;
  export const lastNameRequired: string;
  export const nameRequired: string;
  export const subjectRequired: string;
  export const messageRequired: string;
  export const messageMax: (values: { max: string | number }) => string;
  export const phoneMax: (values: { max: string | number }) => string;
  export const sentTitle: string;
  export const sentDescription: string;
}
declare module 'virtual:lumina-messages/careersPage' {
  export const department: string;
  export const location: string;
  export const remote: string;
  export const onSite: string;
  export const applyNow: string;
  export const applyFor: (values: { jobTitle: string | number }) => string;
  export const applicationSubject: (values: { jobTitle: string | number }) => string;
  export const step: (values: { step: number }) => string;
}
declare module 'virtual:lumina-messages/shippingPage' {
  export const cost: string;
  export const delivery: string;
}
declare module 'virtual:lumina-messages/aboutPage' {
  export const portraitAlt: (values: { name: string | number }) => string;
}
declare module 'virtual:lumina-messages/returnsPage' {
  export const step: (values: { step: number }) => string;
}
declare module 'virtual:lumina-messages/privacyRoute' {
  export const lastUpdated: (values: { date: string | number }) => string;
  export const contents: string;
}
declare module 'virtual:lumina-messages/termsRoute' {
  export const lastUpdated: (values: { date: string | number }) => string;
  export const contents: string;
}
declare module 'virtual:lumina-messages/navLinks' {
  export const home: string;
  export const products: string;
  export const categories: string;
  export const featured: string;
  export const sale: string;
  export const customerService: string;
  export const contact: string;
  export const shipping: string;
  export const returns: string;
  export const faq: string;
  export const about: string;
  export const ourStory: string;
  export const careers: string;
  export const privacy: string;
  export const terms: string;
  export const allProducts: string;
  export const featuredProducts: string;
  export const onSale: string;
  export const wishlist: string;
  export const orderHistory: string;
}
declare module 'virtual:lumina-messages/calendarDates' {
  export const longDate: (values: { month: number; day: string | number; year: string | number }) => string;
  export const shortDate: (values: { weekday: number; month: number; day: string | number }) => string;
}
declare module 'virtual:lumina-messages/delivery' {
  export const standard: string;
  export const express: string;
  export const nextDay: string;
  export const nextBusinessDay: string;
  export const businessDays: (values: { count: number }) => string;
  export const businessDayRange: (values: { min: number; max: number }) => string;
  export const cutoffTime: (values: { hour: number }) => string;
  export const counting: string;
  export const dateRange: (values: { earliest: string | number; latest: string | number }) => string;
}
declare module 'virtual:lumina-messages/shopDetails' {
  export const phoneLine: (values: { line: string | number }) => string;
  export const mailbox: (values: { mailbox: string | number }) => string;
  export const days: (values: { days: string | number }) => string;
  export const openingTime: (values: { hour: number }) => string;
  export const hoursRange: (values: { opens: string | number; closes: string | number }) => string;
  export const hoursInZone: (values: { hours: string | number; timeZone: string | number }) => string;
  export const closed: string;
  export const daysAndHours: (values: { days: string | number; hours: string | number }) => string;
  export const averageResponseTime: (values: { min: number; max: number }) => string;
  export const emailResponseTime: (values: { hours: number }) => string;
  export const returnWindow: (values: { days: number }) => string;
}
declare module 'virtual:lumina-messages/ratingLabels' {
  export const label: (values: { rating: number }) => string;
}
declare module 'virtual:lumina-messages/emailValidation' {
  export const required: string;
  export const invalid: string;
}
declare module 'virtual:lumina-messages/formValidation' {
  export const unavailable: string;
}
declare module 'virtual:lumina-messages/marketSwitcher' {
  export const label: string;
  export const current: (values: { market: string | number }) => string;
}
