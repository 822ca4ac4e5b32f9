/**
 * A ref that gives a mantine-datatable its accessible name: the DataTable puts unknown props on its
 * wrapper div (where aria-label is not allowed), so the name goes onto the <table> itself.
 */
export const namedTable = (label: string) => (table: HTMLTableElement | null) => {
  table?.setAttribute('aria-label', label);
};
