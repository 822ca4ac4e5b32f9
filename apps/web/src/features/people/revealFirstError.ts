export const EMPLOYEE_FORM_ID = 'employee-form';

/**
 * Brings the first field with a message into view once React has drawn the messages, so a refusal
 * of a field scrolled out of sight (phones) is not missed. Text fields also take the focus; a
 * select would open its list, so it is only scrolled to.
 */
export function revealFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>(`#${EMPLOYEE_FORM_ID} [aria-invalid="true"]`);
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    if (field.getAttribute('role') !== 'combobox' && !field.hasAttribute('aria-haspopup')) {
      field.focus({ preventScroll: true });
    }
  });
}
