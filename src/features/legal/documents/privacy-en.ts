import { PRODUCT_INFO } from '@/lib/product-info';
import type { LegalDocument } from './legal-document';

const contact = PRODUCT_INFO.contactEmail;

export const privacyEn: LegalDocument = {
  lang: 'en',
  title: 'Privacy Policy',
  effective: '2024-07-31',
  intro:
    'Dadeum ("we") provides an AI-based Korean sentence-correction service through a website and a browser extension (the "Service"). We follow the Korean Personal Information Protection Act and other applicable laws, collect only what the Service needs and protect it. This policy explains what we collect, why, how long we keep it and how we protect it.',
  sections: [
    {
      heading: '1. Information we collect',
      body: [
        [
          'E-mail sign-up: e-mail address, password (stored only as a one-way hash), name, country and birth date',
          'Social sign-in (Google, LINE, Facebook): the provider’s unique identifier for you, e-mail address, name and profile picture address',
          'While you use the Service: your usage survey answers, feedback you send, your plan and subscription status, your language setting',
          'Generated automatically: access records (IP address, time, requested path) and the cookies and tokens that keep you signed in',
        ],
        'The gender field of the sign-up form is optional and is neither sent to nor stored by our servers.',
      ],
    },
    {
      heading: '2. Text handled by the extension',
      body: [
        'To correct the Korean you write in a website’s text field, the extension sends that text to our correction server. The text is processed in memory only to produce suggestions: it is never stored, never written to logs and never used to train AI models.',
        [
          'Password fields, payment fields such as card numbers, one-time-code fields and fields with spell-checking turned off are never read.',
          'Correction requests travel over encrypted connections (HTTPS).',
          'The extension keeps only the access token and your member profile, in the extension’s own storage, to keep you signed in; scripts of the websites you visit cannot reach that token.',
        ],
      ],
    },
    {
      heading: '3. Why we use it',
      body: [
        [
          'To identify you, sign you in, verify your e-mail and reset your password',
          'To provide corrections and apply the limits of your plan',
          'To improve the Service from survey answers and feedback',
          'To prevent abuse, respond to security incidents and meet legal obligations',
          'To send notices you need (changes to terms, security notices). We send no advertising without separate consent.',
        ],
      ],
    },
    {
      heading: '4. How long we keep it',
      body: [
        'Member data is kept until you deactivate your account and deleted without delay afterwards (within 30 days at most). The law requires us to keep some records separately for a set period:',
        [
          'Contracts, withdrawals, payments and supply of services: 5 years (Act on Consumer Protection in Electronic Commerce)',
          'Consumer complaints and disputes: 3 years (same Act)',
          'Access records: 3 months (Protection of Communications Secrets Act)',
        ],
        'E-mail verification and password-reset links stop working 10 minutes after they are sent; sign-in tokens become invalid when you log out or they expire.',
      ],
    },
    {
      heading: '5. Sharing and processors',
      body: [
        'We do not give your personal information to third parties without your consent or a legal basis. We may entrust the following work to service providers, bound by contract to protect it:',
        [
          'E-mail delivery: verification and password-reset mails',
          'Payment processing for paid plans (the payment provider handles card data; we never store card numbers)',
          'Social sign-in: the provider you choose (Google, LINE or Facebook) authenticates you',
          'Hosting: our cloud infrastructure provider',
        ],
      ],
    },
    {
      heading: '6. Deletion',
      body: [
        'When the retention period ends or the purpose is fulfilled, we delete the information without delay in a way that cannot be recovered.',
      ],
    },
    {
      heading: '7. Your rights',
      body: [
        'You may at any time access, correct or delete your personal information or ask us to stop processing it, and you can deactivate your account in the settings. Write to the contact below and we will act without delay and tell you the outcome. Children under 14 may not sign up.',
      ],
    },
    {
      heading: '8. Cookies and browser storage',
      body: [
        'We use an HttpOnly cookie (the refresh token) to keep you signed in, and keep your sign-in state, language and "remember my e-mail" choice in your browser’s local storage. We use no advertising or tracking cookies. If you block cookies, staying signed in may not work.',
      ],
    },
    {
      heading: '9. Security',
      body: [
        [
          'Passwords are stored as Argon2 one-way hashes',
          'Verification links are stored only as hashes, never in clear',
          'All traffic is encrypted with HTTPS',
          'Access to personal information is limited to the few people who need it and is recorded',
        ],
      ],
    },
    {
      heading: '10. Contact',
      body: [
        `Send questions, complaints or requests about personal information to our privacy officer at ${contact}. You may also contact the Personal Information Infringement Report Center (privacy.kisa.or.kr, 118 in Korea) or the Personal Information Dispute Mediation Committee (www.kopico.go.kr).`,
      ],
    },
    {
      heading: '11. Changes',
      body: [
        'We announce changes on the website at least 7 days before they take effect, and 30 days before for important changes that are less favourable to you.',
      ],
    },
  ],
};
