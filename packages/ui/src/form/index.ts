export { FORM_ERROR, FormError } from './form-error.tsx';
export { FormSubmit } from './form-submit.tsx';
