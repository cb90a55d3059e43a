import { money, shop } from '@/config/shop';
import { cutoffText, deliveryCountingText } from '@/domain/delivery';
import { formatMoney, formatMoneyShort } from '@/domain/money';
import type { FaqGroup } from '@/domain/types';

const { brand, contact, demoAccount } = shop;

/** FAQ page content, grouped by category. Figures match the Shipping and Returns pages. */
export const faqGroups: readonly FaqGroup[] = Object.freeze<FaqGroup[]>([
  {
    category: 'General',
    items: [
      {
        id: 'general-what-is',
        question: `What is ${brand}?`,
        answer: `${brand} is an online shop for well-made everyday things in six categories: electronics, clothing, home & garden, sports, books and beauty. This site is a demo storefront, so sign-in and checkout are simulated and no order is ever sent to a server.`,
      },
      {
        id: 'general-contact',
        question: 'How can I contact customer support?',
        answer: `Call us on ${contact.phone} or email ${contact.email}. Support hours are Mon-Fri 9AM-6PM EST and Sat 10AM-4PM EST; we are closed on Sundays. We reply to every email within 24 hours.`,
      },
      {
        id: 'general-store',
        question: 'Do you have a physical store?',
        answer:
          'No, we are online only, which keeps our prices fair. Every product page has a photo gallery, full specifications and reviews from other shoppers to help you choose.',
      },
      {
        id: 'general-demo',
        question: 'Can I try the account pages without registering?',
        answer: `Yes. Sign in with the demo account, ${demoAccount.email} with the password ${demoAccount.password}, to see the profile, order history and settings pages.`,
      },
    ],
  },
  {
    category: 'Shopping',
    items: [
      {
        id: 'shopping-search',
        question: 'How do I find a specific product?',
        answer:
          'Use the search box at the top of every page. Type a product name, brand or category and matching items appear as you type; press Enter to see every result, then filter by price or change the sort order.',
      },
      {
        id: 'shopping-payment',
        question: 'What payment methods do you accept?',
        answer: 'We accept all major credit cards, PayPal and Apple Pay.',
      },
      {
        id: 'shopping-save',
        question: 'Can I save items for later?',
        answer:
          'Yes. Tap the heart on any product to add it to your wishlist, or choose Save for Later in your cart to set an item aside without losing it. Your cart and saved items stay in this browser; your wishlist lasts for the current visit.',
      },
      {
        id: 'shopping-tax',
        question: 'Do prices include sales tax?',
        answer:
          'Prices are shown before tax. Sales tax of 8% of your subtotal is added in your order summary, so you see the exact total before you pay.',
      },
      {
        id: 'shopping-sale',
        question: 'How do sale prices work?',
        answer:
          'Discounted products show the original price struck through and a percent-off badge. The Sale page lists every current discount, and sale prices apply automatically with no code needed.',
      },
    ],
  },
  {
    category: 'Shipping',
    items: [
      {
        id: 'shipping-cost',
        question: 'How much does shipping cost?',
        answer: `Standard shipping is free on orders over ${formatMoneyShort(money.freeShippingThresholdCents)} and arrives in 5-7 business days; smaller orders pay a flat ${formatMoney(money.shippingFeeCents)}. Express shipping costs ${formatMoney(money.expressShippingCents)} and arrives in 2-3 business days, and next-day delivery costs ${formatMoney(money.nextDayShippingCents)} when you order before ${cutoffText()} on a business day.`,
      },
      {
        id: 'shipping-processing',
        question: 'When will my order ship?',
        answer: `We process orders within 1-2 business days. ${deliveryCountingText}`,
      },
      {
        id: 'shipping-address',
        question: 'Can I change my shipping address after ordering?',
        answer:
          'Yes, within 2 hours of placing your order. Contact support with your order number and the new address; after that the parcel is already being packed.',
      },
      {
        id: 'shipping-international',
        question: 'Do you ship internationally?',
        answer:
          'Yes. International delivery takes 7-14 business days. Customs duties or import taxes may apply, depending on the destination country.',
      },
      {
        id: 'shipping-packaging',
        question: 'How are orders packed?',
        answer:
          'In recycled cardboard boxes sealed with paper tape and cushioned with biodegradable padding. We size each box to its contents, so there is less empty space to ship.',
      },
    ],
  },
  {
    category: 'Returns',
    items: [
      {
        id: 'returns-policy',
        question: 'What is your return policy?',
        answer:
          'You can return items within 30 days of delivery for a full refund, as long as they are unused and in their original packaging. Return shipping is free for domestic orders.',
      },
      {
        id: 'returns-refund',
        question: 'How long does a refund take?',
        answer:
          'We process your refund within 3-5 business days after we receive your return. The money goes back to your original payment method; your bank may take a few more days to show it.',
      },
      {
        id: 'returns-start',
        question: 'How do I start a return?',
        answer:
          'Contact our support team with your order number and the items you want to send back. For domestic orders we email you a prepaid return label.',
      },
      {
        id: 'returns-wrong-item',
        question: 'What if I received the wrong item?',
        answer:
          'Tell us within 48 hours of delivery. We will send the right item at no cost, along with a prepaid label for the one you received.',
      },
      {
        id: 'returns-exchange',
        question: 'Can I exchange an item for a different size or colour?',
        answer:
          'Yes. Start a return for the original item and place a new order for the size or colour you want, so it ships right away instead of waiting for your return to arrive.',
      },
    ],
  },
  {
    category: 'Account',
    items: [
      {
        id: 'account-needed',
        question: 'Do I need an account to shop?',
        answer:
          'No. Guests can browse, fill a cart and check out. An account lets you see your order history and write product reviews.',
      },
      {
        id: 'account-password',
        question: 'How do I reset my password?',
        answer:
          'Choose "Forgot password?" on the sign-in page and enter your email address. If an account exists for that address, we send a reset link.',
      },
      {
        id: 'account-profile',
        question: 'How do I update my profile?',
        answer:
          'Open your account page, choose Edit on the Profile tab, change your name, email, phone or address, then select Save Changes.',
      },
      {
        id: 'account-remember',
        question: 'What does "Remember me" do?',
        answer:
          'When it is ticked, you stay signed in on this device until you log out. Untick it on a shared computer and you are signed out as soon as the browser closes.',
      },
      {
        id: 'account-delete',
        question: 'How do I delete my account?',
        answer:
          'Go to the Settings tab on your account page and choose Delete Account. We ask you to confirm, then close the account and sign you out.',
      },
    ],
  },
  {
    category: 'Security',
    items: [
      {
        id: 'security-payment',
        question: `Is it safe to pay on ${brand}?`,
        answer:
          'Yes. Your card number, expiry date and security code are never stored. If you choose to save your payment method, we keep only the last four digits of the card, and only for your current visit.',
      },
      {
        id: 'security-data',
        question: 'How do you use my personal information?',
        answer:
          'Only to fulfil your orders, answer your questions and send the emails you have agreed to. We never sell your data; our Privacy Policy explains the details.',
      },
      {
        id: 'security-account',
        question: 'How can I keep my account secure?',
        answer:
          'Choose a password of at least 6 characters that you do not use anywhere else, and sign out when you finish on a shared device.',
      },
      {
        id: 'security-phishing',
        question: `I got a suspicious email that claims to be from ${brand}. What should I do?`,
        answer: `Do not click any links in it. We will never ask for your password or full card number by email. Forward the message to ${contact.email} and our team will look into it.`,
      },
    ],
  },
]);
