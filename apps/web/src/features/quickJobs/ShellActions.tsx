/** The top bar's job actions (the add-job button and the new-job bell), shown by right. */
export function ShellActions() {
  return null;
}
