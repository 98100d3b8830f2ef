/**
 * The legal documents in English. Inline markup: `{email}` and `{name}` come from the site
 * configuration, `**strong**`, `[label](/path)`. Section keys are the anchors, in reading order.
 */
export const legalEn = {
  common: {
    eyebrow: 'Legal',
    updated: 'Last updated',
    tocTitle: 'On this page',
    print: 'Print this page',
    contactTitle: 'Questions about this document?',
    contactBody:
      'Write to us at {email} and a member of our team will answer within two business days. You can write in English or Spanish.',
    relatedTitle: 'Other legal documents',
  },

  privacy: {
    title: 'Privacy Policy',
    summary:
      'What personal data {name} collects through this website, the client portal and our services, why we use it, who helps us process it and the choices you have.',
    sections: {
      'who-we-are': {
        title: 'Who we are',
        body: [
          '{name} is a bilingual digital agency with offices in Charlotte, North Carolina (United States) and Montevideo (Uruguay). We design websites, automate business processes and provide branding, social media, accounting and AI services to small businesses in the U.S. and Latin America.',
          'This policy explains how we handle personal data when you visit our website, contact us, create an account in our client portal, buy or use our services, or apply for a job with us. For this data, {name} is the "controller" (the business that decides how and why the data is used).',
          "When we build or run something for a client that involves the client's own customers (for example, a contact form on the client's website), we act on the client's behalf and under their instructions. In that case the client's privacy policy applies, and we handle the data only as our agreement with the client allows.",
        ],
      },
      'information-we-collect': {
        title: 'Information we collect',
        body: [
          { subheading: 'Information you give us' },
          {
            list: [
              '**Contact requests:** your name, email address, the service you are interested in and your message.',
              '**Portal account:** username, email address, first and last name, phone number (optional) and preferred language. Your password is stored only as a one-way hash; nobody at {name} can read it.',
              '**Client work:** project details, files, feedback and comments, social media posts you create or generate with our AI tools, invoices and billing details.',
              '**Payments:** the amount, the invoice or service paid, the date and the reference of the payment. Card and wallet details are entered directly with our payment providers (Stripe and PayPal); we never see or store your full card number.',
              '**Job applications:** the resume, cover letter and anything else you choose to send us by email.',
            ],
          },
          { subheading: 'Information collected automatically' },
          {
            list: [
              "**Session records:** when you sign in we record the time, your IP address and your browser's user agent, so we can keep you signed in, detect suspicious activity and end sessions that are no longer used.",
              '**Security data:** our servers briefly process IP addresses to limit repeated requests (for example, many failed sign-ins) and to investigate errors and abuse.',
              '**Preferences:** your language and light or dark theme, kept in your own browser and sent to our server in two small cookies, so it can prepare each page in them. Our [Cookie Policy](/cookie-policy) describes exactly what is stored.',
            ],
          },
          'We do not use advertising or analytics trackers, we do not buy personal data, and we do not build profiles of visitors.',
        ],
      },
      'how-we-use-information': {
        title: 'How we use your information',
        body: [
          'We use personal data only for the purposes below:',
          {
            list: [
              'to answer your questions and prepare proposals you ask for;',
              'to create and manage your portal account, including email verification and password resets;',
              'to deliver the services you hired us for, share progress on your projects and support you afterwards;',
              'to issue invoices, process payments and keep the accounting records the law requires;',
              'to generate content with our AI tools when you ask for it (see section 5);',
              'to keep our website and portal secure, prevent fraud and abuse, and fix problems;',
              'to evaluate job applications;',
              'to meet legal obligations and to establish or defend legal claims.',
            ],
          },
          'We send service emails (such as a reply to your message, verification links and invoices). We do not send marketing newsletters unless you have asked to receive them, and every such email would include a way to unsubscribe.',
        ],
      },
      'legal-bases': {
        title: 'Legal bases for processing',
        body: [
          'If you are in the European Economic Area, the United Kingdom or another country with similar rules, we rely on these legal bases:',
          {
            list: [
              '**Contract:** to provide the portal and the services you request, and to take steps before a contract at your request (for example, a quote).',
              '**Legitimate interests:** to answer enquiries, secure our systems, prevent fraud and improve our work. We only do this where our interests are not outweighed by your rights.',
              '**Legal obligation:** to keep tax and accounting records and to respond to lawful requests from authorities.',
              '**Consent:** for anything optional, such as keeping your application for future openings. You can withdraw consent at any time.',
            ],
          },
        ],
      },
      'ai-features': {
        title: 'AI features',
        body: [
          'The client portal includes tools that generate social media content and recommendations. When you use them, the text you write (your prompt, audience and industry) is sent to our AI model provider to produce the result. Please do not include sensitive personal data in prompts.',
          'We choose providers that commit not to use data sent through their business APIs to train their models. Generated content is saved to your account only when you choose to save it.',
        ],
      },
      'sharing-information': {
        title: 'How we share information',
        body: [
          '**We do not sell your personal information, and we do not share it for cross-context behavioral advertising.** We share it only with:',
          {
            list: [
              '**Service providers** that process data for us under contract: hosting and database services, email delivery, payment processing (Stripe, PayPal) and AI model providers. They may use the data only to provide their service to us.',
              '**Professional advisers** such as accountants and lawyers, under a duty of confidentiality.',
              '**Authorities**, when the law requires it or to protect the rights, safety and property of our clients, our team or the public.',
              '**A buyer or successor**, if {name} is involved in a merger or acquisition. We will tell you before your data becomes subject to a different policy.',
            ],
          },
        ],
      },
      'international-transfers': {
        title: 'International transfers',
        body: [
          "Our team works from the United States and Uruguay, and some of our providers process data in other countries. The European Commission recognizes Uruguay as providing an adequate level of data protection. Where data protection law requires it, we use safeguards such as the European Commission's Standard Contractual Clauses for transfers to other countries.",
        ],
      },
      'data-retention': {
        title: 'How long we keep data',
        body: [
          'We keep personal data only as long as we need it for the purposes above:',
          {
            list: [
              '**Contact messages:** up to 24 months after our last conversation, unless they lead to a project.',
              '**Portal accounts and project data:** while your account is active. After you close it, we delete or anonymize it within 90 days, except what we must keep by law.',
              '**Invoices and payment records:** as long as tax and accounting laws require, generally five to seven years.',
              '**Session records:** until you sign out or the session expires (after 72 hours without activity and in any case after 30 days).',
              '**Job applications:** 12 months, so we can consider you for future openings, unless you ask us to delete them sooner.',
            ],
          },
        ],
      },
      security: {
        title: 'How we protect your data',
        body: [
          'We use encrypted connections (HTTPS), store passwords only as strong one-way hashes, keep your session in a cookie that scripts cannot read, limit access to personal data to the people who need it, and require administrator rights for every administrative action. You can end your sessions at any time by signing out.',
          'No system is completely secure. If a breach affects your personal data, we will notify you and the relevant authorities as the law requires.',
        ],
      },
      'your-rights': {
        title: 'Your privacy rights',
        body: [
          'Depending on where you live, you may have the right to:',
          {
            list: [
              'know what personal data we hold about you and get a copy of it;',
              'correct data that is inaccurate or incomplete;',
              'have your data deleted;',
              'receive your data in a portable format;',
              'object to or restrict certain processing;',
              'withdraw consent you gave us, without affecting earlier processing.',
            ],
          },
          { subheading: 'California residents' },
          'The California Consumer Privacy Act (CCPA, as amended by the CPRA) gives you the rights to know, delete and correct your personal information, and to opt out of its sale or sharing. We do not sell or share personal information, and we do not use sensitive personal information for purposes that would require a right to limit it. We will not treat you differently for exercising your rights. You may use an authorized agent; we will ask them for proof that you gave them permission.',
          { subheading: 'Europe, the United Kingdom and Uruguay' },
          'Residents of the EEA and the UK have the rights described in the GDPR and the UK GDPR. In Uruguay, Law No. 18,331 on the Protection of Personal Data gives you the rights of access, rectification, update, inclusion and deletion. You may also complain to your local data protection authority; in Uruguay, the Unidad Reguladora y de Control de Datos Personales (URCDP).',
          { subheading: 'How to make a request' },
          'Email {email} from the address linked to your account, or tell us how we can verify your identity. We answer within 30 days (45 days where California law allows, and we will tell you if we need the extra time). Requests are free of charge.',
        ],
      },
      children: {
        title: 'Children',
        body: [
          'Our website and services are meant for businesses and adults. We do not knowingly collect personal data from children under 16. If you believe a child has given us personal data, write to {email} and we will delete it.',
        ],
      },
      'third-party-services': {
        title: 'Other websites and embedded maps',
        body: [
          'Our contact page shows maps from OpenStreetMap, and our site links to social networks such as Facebook, Instagram, WhatsApp and LinkedIn. When you load a map or follow one of those links, the other service receives your IP address and handles your data under its own privacy policy. We encourage you to read those policies.',
        ],
      },
      'changes-to-this-policy': {
        title: 'Changes to this policy',
        body: [
          'We may update this policy when our services or the law change. The date at the top of this page shows the latest revision. If a change is significant, we will tell portal users by email or with a notice in the portal before it takes effect.',
        ],
      },
      'contact-us': {
        title: 'Contact us',
        body: [
          'For any question or request about your personal data, write to {email}. You can also reach us by mail at our Charlotte or Montevideo office; the addresses are on our [contact page](/contact).',
        ],
      },
    },
  },

  terms: {
    title: 'Terms of Service',
    summary:
      'The rules that apply when you use the {name} website and client portal or hire us for a project. Please read them together with our [Privacy Policy](/privacy-policy).',
    sections: {
      'agreement-to-terms': {
        title: 'Agreement to these terms',
        body: [
          'These Terms of Service ("Terms") are an agreement between you and {name} ("we", "us"). They apply to our website, our client portal and the services we provide. By using the website, creating an account or hiring us, you accept these Terms.',
          'If you accept these Terms on behalf of a company or other organization, you confirm that you have the authority to bind it, and "you" also refers to that organization.',
        ],
      },
      'our-services': {
        title: 'Our services',
        body: [
          'We offer web design and development, business automation, branding, social media marketing, accounting and AI solutions. Descriptions and prices on the website are a general guide.',
          'The specific work for your project (scope, deliverables, timeline and price) is set out in a proposal, statement of work or checkout summary ("Order"). If an Order and these Terms disagree, the Order prevails for that project.',
        ],
      },
      accounts: {
        title: 'Your account',
        body: [
          {
            list: [
              'Give accurate information when you register and keep it up to date.',
              'Keep your password secret and use it only for your own account. Each account is for one person.',
              'Tell us right away at {email} if you think someone else has used your account.',
              'You are responsible for what happens in your account, unless it results from our own failure to protect it.',
            ],
          },
          'We may suspend an account that breaks these Terms or puts other users or our systems at risk. Where it is reasonable, we will tell you why first and give you a chance to fix the problem.',
        ],
      },
      'acceptable-use': {
        title: 'Acceptable use',
        body: [
          'When you use our website, portal or tools, you agree not to:',
          {
            list: [
              "break the law or infringe anyone's rights, including copyright, trademark and privacy;",
              'try to access accounts or data that are not yours, or to test, scan or break our security without our written permission;',
              'overload our systems, scrape them in bulk or interfere with their normal operation;',
              'upload malware or any harmful code;',
              'use our AI tools to create spam, deceptive, defamatory, hateful or illegal content.',
            ],
          },
        ],
      },
      'prices-and-payment': {
        title: 'Prices and payment',
        body: [
          {
            list: [
              'Prices are in U.S. dollars. Applicable taxes are added and shown before you pay.',
              'Invoices are due by the date shown on them. You can pay invoices and services in the client portal by card or with PayPal. Payments are processed by Stripe and PayPal under their own terms; we do not store your card details.',
              'We may pause work on a project while an invoice is overdue. We will give you notice first.',
              'Prices in an accepted Order do not change during that project unless you change its scope.',
            ],
          },
        ],
      },
      'refunds-and-guarantee': {
        title: 'Our 30-day money-back guarantee',
        body: [
          'If you are not satisfied with a service bought through our website, tell us within 30 days of payment at {email}. We will work with you to put it right, and if we cannot, we will refund the amount you paid for that service.',
          'The guarantee does not apply to work you have already approved as final, to third-party costs we paid on your behalf with your agreement (such as domains, licenses or advertising spend), or to custom projects whose Order sets different refund terms. Nothing in this section limits the rights you have under consumer protection law.',
        ],
      },
      'project-timelines': {
        title: 'Timelines and your collaboration',
        body: [
          'The timelines we give are good-faith estimates. As a guide, a simple website takes about two weeks and a complex one four to six weeks. Timelines depend on you providing content, access and feedback on time.',
          'You are responsible for the materials you give us (texts, images, logos, data) and confirm that you have the right to use them and to let us use them for your project.',
        ],
      },
      'intellectual-property': {
        title: 'Intellectual property',
        body: [
          'The content of our website (texts, graphics, logos and code) belongs to {name} or its licensors. You may view and share it, but not copy or reuse it commercially without our permission.',
          'Once you have paid in full, you own the final deliverables we create specifically for you, such as your website design, logo and written content. We keep ownership of our pre-existing tools, code libraries, templates and know-how, and give you a permanent, non-exclusive license to use them as part of your deliverables. Third-party components (fonts, stock photos, open-source software) remain under their own licenses.',
          'Unless you ask us not to, we may show the finished work in our portfolio and name you as a client.',
        ],
      },
      'ai-generated-content': {
        title: 'AI-generated content',
        body: [
          'Content produced with our AI tools can contain mistakes, may be similar to content created for others and is not legal, financial or professional advice. Review it before you publish it. You are responsible for what you publish, and you own the content you generate, to the extent the law allows.',
        ],
      },
      confidentiality: {
        title: 'Confidentiality',
        body: [
          'We keep your non-public business information confidential and use it only to work for you. We ask you to do the same with our non-public proposals, pricing and methods. This duty continues after our work together ends.',
        ],
      },
      'third-party-services': {
        title: 'Third-party services',
        body: [
          'Our services may rely on other companies, such as hosting providers, payment processors, social networks and AI model providers. Their terms apply to your use of their services, and we are not responsible for their availability or their changes.',
        ],
      },
      disclaimers: {
        title: 'Disclaimers',
        body: [
          'We work with care and skill, but we cannot promise specific business results, such as a search ranking, a number of followers or an amount of sales. The website and portal are provided "as is" and "as available"; we may change or interrupt them for maintenance or improvements.',
        ],
      },
      'limitation-of-liability': {
        title: 'Limitation of liability',
        body: [
          'To the extent the law allows, neither party is liable for indirect or consequential losses, such as lost profits, lost data or lost business opportunities. Our total liability for any claim related to our services is limited to the amount you paid us for the service concerned in the 12 months before the claim.',
          'These limits do not apply to liability that cannot be limited by law, such as for fraud or gross negligence, and they do not affect your statutory rights as a consumer.',
        ],
      },
      termination: {
        title: 'Ending our relationship',
        body: [
          'You may stop using our services and ask us to close your account at any time by writing to {email}. Either party may end a project as its Order allows. We may end these Terms with you if you seriously or repeatedly break them.',
          'When our relationship ends, you pay for the work done up to that date, and we give you the deliverables you have paid for. The sections on intellectual property, confidentiality and liability continue to apply.',
        ],
      },
      'governing-law': {
        title: 'Governing law and disputes',
        body: [
          'These Terms are governed by the laws of the State of North Carolina, United States, and disputes are resolved by the state or federal courts of Mecklenburg County, North Carolina, unless your Order says otherwise (for example, Uruguayan law for projects contracted through our Montevideo office). If you are a consumer, you also keep the protection of the mandatory laws of the country where you live.',
          'Before going to court, we both agree to try to solve the problem informally for at least 30 days, starting when one of us writes to the other.',
        ],
      },
      'changes-to-these-terms': {
        title: 'Changes to these terms',
        body: [
          'We may update these Terms. The date at the top of this page shows the latest revision. We will tell portal users about significant changes by email or in the portal at least 15 days before they take effect. Changes do not affect Orders already accepted.',
        ],
      },
      'contact-us': {
        title: 'Contact us',
        body: [
          'Questions about these Terms? Write to {email}, or find our office addresses on our [contact page](/contact).',
        ],
      },
    },
  },

  cookies: {
    title: 'Cookie Policy',
    summary:
      'We keep browser storage to the minimum: one cookie to keep you signed in and two that remember your language and theme. No advertising, analytics or tracking cookies.',
    sections: {
      'what-are-cookies': {
        title: 'What cookies and browser storage are',
        body: [
          'Cookies are small text files that a website asks your browser to keep and send back on later visits. Local storage is a similar feature that lets a website remember small pieces of information in your browser; unlike cookies, it is never sent to the server.',
          'This policy explains which of these {name} uses on its website and client portal, and why. It complements our [Privacy Policy](/privacy-policy).',
        ],
      },
      'our-approach': {
        title: 'Our approach',
        body: [
          'We use only what the site needs to work and what you ask it to remember:',
          {
            list: [
              '**one session cookie**, set only when you sign in to the client portal;',
              '**two preference cookies**, for your language and theme, each with a copy in local storage, so every page arrives in the language and theme you read the site in;',
              '**no** advertising, analytics, social media or other tracking cookies, and no fingerprinting.',
            ],
          },
          'Because all of this is strictly necessary or only remembers how you read the site, we do not show a cookie banner. If we ever add optional cookies, we will ask for your consent first.',
        ],
      },
      'what-we-store': {
        title: 'What we store in your browser',
        body: [
          {
            table: {
              caption: 'Cookies and local storage used by this website',
              columns: ['Name', 'Type', 'Purpose', 'Duration'],
              rows: [
                [
                  'tb_session',
                  'First-party cookie, strictly necessary',
                  'Keeps you signed in to the client portal. It holds a signed, random session reference and no readable personal data. Set only when you sign in or register.',
                  'Up to 30 days. The session ends sooner when you log out or after 72 hours without activity.',
                ],
                [
                  'language',
                  'First-party cookie and local storage, preference',
                  'Remembers whether you read the site in English (en) or Spanish (es), so our server sends every page in that language. Set on your first visit to the language the page is shown in, and changed when you use the language toggle or open a link that chooses a language.',
                  'The cookie: one year after your last visit (every page you open renews it). The local storage copy: until you change it or clear your browser data.',
                ],
                [
                  'theme',
                  'First-party cookie and local storage, preference',
                  'Remembers whether you read the site in the light or the dark theme (light until you switch), so pages arrive in it without a flash of the other one. Set on your first visit, and changed when you use the theme toggle.',
                  'The cookie: one year after your last visit (every page you open renews it). The local storage copy: until you change it or clear your browser data.',
                ],
              ],
            },
          },
          'On our secure (HTTPS) site the session cookie is named **__Host-tb_session**. The prefix tells your browser to accept it only over an encrypted connection, from our own domain.',
          'The language and theme cookies are written by the page itself, so scripts in the page can read them, unlike the session cookie. They hold nothing but your choice (for example, es or dark) and are sent only to our own site.',
        ],
      },
      'session-cookie': {
        title: 'How the session cookie protects you',
        body: [
          {
            list: [
              '**HttpOnly:** scripts in the page cannot read it, which protects your session from cross-site scripting.',
              '**SameSite=Lax:** your browser does not send it with requests that other websites start in the background, which protects you from cross-site request forgery.',
              '**Secure:** on our HTTPS site it is sent only over encrypted connections.',
              '**Server-side sessions:** the cookie only points to a session stored on our server. When you log out, or when the session expires, it stops working, even if your browser still keeps the cookie.',
            ],
          },
        ],
      },
      'third-party-content': {
        title: 'Third-party content',
        body: [
          { subheading: 'Maps on the contact page' },
          'Our [contact page](/contact) embeds two OpenStreetMap maps showing our Charlotte and Montevideo offices. To show them, your browser loads the maps from openstreetmap.org, which receives your IP address and browser details like any website you visit. OpenStreetMap does not use these maps for advertising; its privacy policy is at [osmfoundation.org](https://osmfoundation.org/wiki/Privacy_Policy).',
          { subheading: 'Payments' },
          'When you pay in the client portal, the payment form is provided by Stripe or PayPal. These providers may set their own cookies, needed to process the payment and to prevent fraud, and only on the payment pages. Their cookie policies apply.',
          { subheading: 'Social networks' },
          'The links to Facebook, Instagram, WhatsApp and LinkedIn are plain links. Nothing from those networks loads on our pages until you click one.',
        ],
      },
      'managing-cookies': {
        title: 'How to control and delete them',
        body: [
          'You can see, block and delete cookies and site data in your browser\'s settings (in Chrome, Edge, Firefox and Safari, look for "Privacy" or "Cookies and site data").',
          {
            list: [
              'If you block or delete the session cookie, the public website still works, but you cannot sign in to the client portal.',
              "If you delete the language and theme cookies and clear local storage, the site goes back to your browser's language (English, unless it is Spanish) and the light theme until you choose again.",
              'If you block cookies altogether, the site still remembers your language and theme in local storage and applies them in your browser once the page has loaded.',
              'Logging out ends your session on our server straight away.',
            ],
          },
          'Our site does not track you, so a "Do Not Track" or Global Privacy Control signal does not change what we store.',
        ],
      },
      'changes-to-this-policy': {
        title: 'Changes to this policy',
        body: [
          'If we change what we store in your browser, we will update this page and its date first. We will never add analytics or advertising cookies without asking for your consent where the law requires it.',
        ],
      },
      'contact-us': {
        title: 'Contact us',
        body: ['Questions about cookies or browser storage? Write to {email}.'],
      },
    },
  },
} as const;

export type LegalResources = typeof legalEn;
