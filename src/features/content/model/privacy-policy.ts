/** The privacy policy's text. Figures agree with the terms, the FAQ and the help pages. */
import { shop } from '@/config/shop';
import { legalLastUpdated, type LegalDocument } from './legal-document';

const { brand, support } = shop;
const office = `${support.office.name}, ${support.office.street}, ${support.office.city}, ${support.office.country}`;

export const privacyPolicy: LegalDocument = {
  lastUpdated: legalLastUpdated,
  intro: [
    `This policy explains what personal information ${brand} collects when you shop with us, why we collect it, how long we keep it and the choices you have. We have tried to write it in plain language. If anything is unclear, our data protection officer is happy to help.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${brand} is an online shop for everyday things. In this policy, "${brand}", "we", "us" and "our" mean ${brand} Inc., whose office is at ${office}. We are responsible for the personal information described here.`,
        `This website is a demonstration store. Sign-in and checkout are simulated: nothing you type is sent to our servers, and the details you enter stay in your own browser. The rest of this policy describes how we handle information when orders are real.`,
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: ['We collect only what we need to run the shop and look after you.'],
      subsections: [
        {
          title: 'Information you give us',
          blocks: [
            [
              'Account details: your name, email address and password, and optionally your phone number and address.',
              'Order details: the items you buy, your shipping and billing addresses, and how you chose to pay.',
              'Messages: what you write to us through the contact and customer service forms, by email or by phone.',
              'Reviews: the rating, title and comment you publish on a product page, shown with your name.',
            ],
          ],
        },
        {
          title: 'Information collected automatically',
          blocks: [
            [
              'The pages you visit and the searches you make on our site, so we can improve it.',
              'Basic technical details such as your browser type, device type and approximate location based on your IP address.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        'We use your information to:',
        [
          'process, ship and track your orders, and handle returns and refunds;',
          'manage your account and keep it secure;',
          'answer your questions and messages;',
          'send the emails you have agreed to, such as our newsletter (you can unsubscribe at any time);',
          'prevent fraud and meet our legal, tax and accounting obligations;',
          'understand how the shop is used so we can make it better.',
        ],
        'We use your information only where the law allows it: to perform our contract with you, with your consent, to meet a legal obligation, or for our legitimate interests in running a safe and useful shop.',
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and browser storage',
      blocks: [
        'We use your browser\'s local storage to remember your cart, the items you saved for later and, if you ticked "Remember me", that you are signed in. If you do not tick it, your sign-in ends when you close the browser.',
        'We do not use advertising cookies and we do not let advertising networks track you on our site. You can clear this storage at any time in your browser settings; the shop keeps working, but your cart will be emptied.',
      ],
    },
    {
      id: 'payment-information',
      title: 'Payment information',
      blocks: [
        'Your card number, expiry date and security code are passed straight to our payment provider and are never stored by us. If you choose to save a payment method, we keep only the last four digits of the card so you can recognise it.',
      ],
    },
    {
      id: 'sharing-information',
      title: 'Who we share it with',
      blocks: [
        'We never sell your personal information. We share it only when we need to:',
        [
          'with delivery carriers, so they can bring your parcel to you;',
          'with payment providers, so they can take payment and issue refunds;',
          'with service providers who host our systems or send our emails, under contracts that let them use your information only on our instructions;',
          'with authorities, when the law requires us to.',
        ],
      ],
    },
    {
      id: 'data-retention',
      title: 'How long we keep it',
      blocks: [
        'We keep your account data for as long as your account is open. When you close your account, we keep it for about 3 years after closure so we can handle returns, warranty claims and disputes and meet our legal obligations. After that we delete it or make it anonymous.',
        'Messages you send us are kept while we help you and for a reasonable time afterwards, in case you get back in touch about the same matter.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      blocks: [
        'Depending on where you live, you have the right to:',
        [
          'ask for a copy of the personal information we hold about you;',
          'correct information that is wrong or out of date;',
          'ask us to delete your information;',
          'object to, or ask us to limit, how we use it;',
          'receive your information in a portable format;',
          'withdraw your consent at any time, for example by unsubscribing from our emails.',
        ],
        'You can update your name, email, phone and address yourself on your account page, and delete your account from its Settings tab. For any other request, write to our data protection officer (see "Contact us" below). We will never charge you for making a request.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'We protect your information with encryption in transit, strict access controls and regular reviews of our systems. No system is perfectly secure, so please choose a password you do not use anywhere else and sign out when you finish on a shared device.',
      ],
    },
    {
      id: 'age-requirement',
      title: 'Age requirement',
      blocks: [
        `${brand} is intended for adults. You must be at least 18 years old to create an account or place an order, and we do not knowingly collect information from anyone under 18. If you believe someone under 18 has given us their information, please contact us and we will delete it.`,
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        'We are based in the United States and ship to more than 100 countries. If you shop with us from abroad, your information is transferred to and stored in the United States, protected by the safeguards this policy describes.',
      ],
    },
    {
      id: 'policy-changes',
      title: 'Changes to this policy',
      blocks: [
        "We may update this policy from time to time. We will give you 30 days' notice of any significant change, by email and with a notice on our site, before it takes effect. The date at the top of this page shows when the policy last changed.",
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: [
        `Questions about your privacy, or a request about your information, go to our data protection officer at ${support.privacyEmail}, or by post to ${office}. Our data protection officer replies within 30 days.`,
        `For anything else, our customer support team is at ${shop.contact.email} or ${shop.contact.phone}.`,
      ],
    },
  ],
};
