/**
 * Brings the first field with a message into view once React has drawn it, so a refusal of a field
 * scrolled out of sight is not missed; text fields also take the focus (a select would open).
 * The same helper as the employee form's, for any form id: it should move to components/.
 */
export function revealFirstError(formId: string) {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`);
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    if (field.getAttribute('role') !== 'combobox' && !field.hasAttribute('aria-haspopup')) {
      field.focus({ preventScroll: true });
    }
  });
}
