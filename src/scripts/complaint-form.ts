// /complaint's page script: each field checked when left, through the shared rules (SPEC section 5), and all of them
// on a send; a form that passes is posted as the page posts it without JavaScript (multipart, with its attachment),
// and the server checks it again. Without JavaScript the form works as plain HTML.
import { controlForm } from './form-controller';
import { required, requiredEmail } from './field-checks';
import { pageTranslate } from './page-messages';

const form = document.querySelector<HTMLFormElement>('form[data-complaint-form]');
if (form) {
  controlForm(form, { subject: required, body: required, contactEmail: requiredEmail }, pageTranslate(), () => {
    // The browser's own post: the button stays busy until the answer page replaces this one (or it is shown again).
    form.submit();
    return new Promise<void>((resolve) => window.addEventListener('pageshow', () => resolve(), { once: true }));
  });
}
