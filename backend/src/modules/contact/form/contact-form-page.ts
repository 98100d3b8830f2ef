import type { Language } from '../../../platform/i18n/messages';
import { escapeHtml } from '../../site/seo/page-meta';
import type { ContactEmailStatusDto } from '../dto/contact-response.dto';
import type { ContactFormErrors, ContactFormField, ContactFormValues } from './contact-form';
import { CONTACT_FORM_PAGE_TEXT } from './contact-form-page.texts';

/** Where the contact form posts without JavaScript (the form on the site names it too). */
export const CONTACT_FORM_PATH = '/api/contact/form';

export interface ContactFormPageInput {
  language: Language;
  brand: string;
  services: { id: number; name: string }[];
  values: ContactFormValues;
  errors: ContactFormErrors;
  /** What stopped the whole form rather than one field (too many messages, a service gone). */
  problem?: string;
}

/** A link to a page of the site in `language` (Spanish is the page with ?lang=es). */
const sitePath = (path: string, language: Language) =>
  language === 'es' ? `${path}?lang=es` : path;

/**
 * Where a saved message sent without JavaScript lands: its section of the contact page, which
 * confirms it (sent=1), or says an email failed (sent=partial), as the form's toasts do.
 */
export function sentPagePath(language: Language, status: ContactEmailStatusDto): string {
  const failed = status.notification === 'failed' || status.autoReply === 'failed';
  return `/contact?sent=${failed ? 'partial' : '1'}&lang=${language}#contact`;
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;background:Canvas;color:CanvasText}
header,main{max-width:40rem;margin:0 auto;padding:1rem 1.25rem}
header a{font-weight:700;text-decoration:none;color:inherit}
h1{font-size:1.75rem;margin:.5rem 0}
label{display:block;font-weight:600;margin-top:1rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid GrayText;border-radius:.375rem}
[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;margin:.25rem 0 0}
.problem{border:1px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.6rem 1.25rem;border-radius:.375rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
`;

/**
 * The page a contact form posted without JavaScript answers with when the message was refused:
 * what to correct, next to each field, and the form again with everything the visitor typed.
 */
export function renderContactFormPage(input: ContactFormPageInput): string {
  const { language, values, errors } = input;
  const text = CONTACT_FORM_PAGE_TEXT[language];
  const e = escapeHtml;

  const describedBy = (field: ContactFormField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="contact-${field}-error"` : '';
  const error = (field: ContactFormField) =>
    errors[field] ? `<p class="error" id="contact-${field}-error">${e(errors[field])}</p>` : '';
  const option = (value: string, label: string) =>
    `<option value="${e(value)}"${values.service === value ? ' selected' : ''}>${e(label)}</option>`;

  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(`${text.title} | ${input.brand}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${sitePath('/', language)}">${e(input.brand)}</a></header>
<main>
<h1>${e(text.title)}</h1>
${input.problem ? `<p class="problem" role="alert">${e(input.problem)}</p>` : `<p>${e(text.checkFields)}</p>`}
<form method="post" action="${CONTACT_FORM_PATH}">
<input type="hidden" name="language" value="${language}">
<label for="contact-name">${e(text.name)}</label>
<input id="contact-name" name="name" autocomplete="name" maxlength="100" value="${e(values.name)}"${describedBy('name')}>
${error('name')}
<label for="contact-email">${e(text.email)}</label>
<input id="contact-email" name="email" type="email" autocomplete="email" maxlength="255" value="${e(values.email)}"${describedBy('email')}>
${error('email')}
<label for="contact-service">${e(text.service)}</label>
<select id="contact-service" name="service"${describedBy('service')}>
${option('', text.servicePlaceholder)}
${input.services.map((service) => option(String(service.id), service.name)).join('\n')}
${option('other', text.otherService)}
</select>
${error('service')}
<label for="contact-message">${e(text.message)}</label>
<textarea id="contact-message" name="message" rows="6" maxlength="5000"${describedBy('message')}>
${e(values.message)}</textarea>
${error('message')}
<div class="trap" aria-hidden="true"><label for="contact-website">${e(text.honeypot)}</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off" value="${e(values.website)}"></div>
<button type="submit">${e(text.submit)}</button>
</form>
<p><a href="${sitePath('/contact', language)}">${e(text.back)}</a></p>
</main>
</body>
</html>
`;
}
