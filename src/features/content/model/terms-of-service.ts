/** The terms of service's text. Figures agree with the privacy policy, the FAQ and the help pages. */
import { shop } from '@/config/shop';
import { legalLastUpdated, type LegalDocument } from './legal-document';

const { brand, support } = shop;
const office = `${support.office.name}, ${support.office.street}, ${support.office.city}, ${support.office.country}`;

export const termsOfService: LegalDocument = {
  lastUpdated: legalLastUpdated,
  intro: [
    `These terms are the agreement between you and ${brand} Inc. when you use our website or buy from us. Please read them carefully: they include an agreement to settle disputes by arbitration, which you can opt out of.`,
  ],
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      blocks: [
        `By using the ${brand} website, creating an account or placing an order, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.`,
        'This website is a demonstration store: sign-in and checkout are simulated and no order placed here is fulfilled or charged. These terms describe how the shop works for real orders.',
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Eligibility and accounts',
      blocks: [
        [
          'You must be at least 18 years old to create an account or place an order.',
          'The information you give us must be accurate and kept up to date.',
          'You are responsible for keeping your password secret and for everything done with your account. Tell us straight away if you think someone else has used it.',
          'You can close your account at any time from the Settings tab of your account page.',
        ],
      ],
    },
    {
      id: 'products-and-prices',
      title: 'Products and prices',
      blocks: [
        'We describe and photograph our products as accurately as we can, but colours on screen may vary slightly from the real thing.',
        'Prices are in US dollars and do not include sales tax, which is added in your order summary before you pay. Sale prices apply for as long as the sale lasts. If we find a clear pricing mistake, we will contact you and you may either confirm the order at the correct price or cancel it for a full refund.',
      ],
    },
    {
      id: 'orders',
      title: 'Orders and cancellations',
      blocks: [
        'When you place an order we send you a confirmation with your order number. The contract between us is formed when we accept your order, which happens when we ship it. We may decline an order, for example if an item is out of stock or we suspect fraud; if we do, you are not charged.',
        'Orders may be cancelled within 2 hours of placement: contact our support team with your order number. After 2 hours your parcel is already being prepared, so please return the items instead.',
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      blocks: [
        'We accept major credit cards, PayPal and other approved payment methods shown at checkout, such as Apple Pay. Payment is taken when you place your order. Your full card details are never stored by us.',
      ],
    },
    {
      id: 'shipping-and-delivery',
      title: 'Shipping and delivery',
      blocks: [
        'Our Shipping Information page lists the delivery options, costs and times. Delivery times are estimates, counted in business days (Monday to Friday) from the day you order and including processing, which takes 1-2 business days. Ownership of the items and the risk of loss pass to you when they are delivered.',
      ],
    },
    {
      id: 'returns-and-refunds',
      title: 'Returns and refunds',
      blocks: [
        'You may return most items within 30 days of delivery, unused and in their original packaging, as our Returns & Exchanges page describes. Return shipping is free for domestic orders.',
        'Refunds are processed within 3-5 business days after we receive your return and go back to your original payment method; your bank may take a few more days to show it. If you receive the wrong item, tell us within 48 hours of delivery and we will put it right at no cost.',
      ],
    },
    {
      id: 'reviews-and-content',
      title: 'Reviews and other content you submit',
      blocks: [
        `When you post a review or send us feedback, you give ${brand} a free, worldwide licence to show, reproduce and adapt it in connection with the shop. Reviews must be honest and based on your own experience, and must not be unlawful, offensive, or advertising. We may remove content that breaks these rules.`,
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'When you use the site, you agree not to:',
        [
          "break the law or infringe anyone else's rights;",
          'try to get into accounts or systems that are not yours;',
          'interfere with the site, for example with automated scraping or malicious code;',
          'buy products in order to resell them commercially without our written permission.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        `The ${brand} name, logo, website design, text and images belong to ${brand} or its licensors. You may use the site for your own personal shopping, but you may not copy or reuse its content without our permission.`,
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      blocks: [
        'We work hard to keep the site available and accurate, but we provide it "as is" and cannot promise it will always be uninterrupted or free of errors.',
        'To the extent the law allows, our total liability to you for any order is limited to the amount you paid for it, and we are not liable for indirect or consequential losses. Nothing in these terms limits rights you have as a consumer that cannot be limited by law.',
      ],
    },
    {
      id: 'disputes-and-arbitration',
      title: 'Disputes and arbitration',
      blocks: [
        'If something goes wrong, please contact us first: most problems are solved quickly by our support team.',
        'If we cannot resolve a dispute informally, you and we agree to settle it by binding arbitration on an individual basis, rather than in court or as part of a class action. Either of us may still bring a claim in small claims court.',
        `You can opt out of arbitration by emailing ${shop.contact.email} within 30 days of account creation, with your name and the subject "Arbitration opt-out". Opting out does not affect any other part of these terms.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        "We may update these terms, for example when we add features or the law changes. We will give you 30 days' notice of any significant change, by email and with a notice on our site, before it takes effect. Orders placed before a change keep the terms that applied when you placed them.",
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict of law rules, except where the law of the country you live in gives you stronger protection.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: [
        `Questions about these terms are welcome at ${shop.contact.email}, on ${shop.contact.phone}, or by post to ${office}.`,
      ],
    },
  ],
};
