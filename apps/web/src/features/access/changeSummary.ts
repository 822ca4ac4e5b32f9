/** "2 added, 1 removed" */
export const changeSummary = (added: number, removed: number) => `${added} added, ${removed} removed`;

export const employeeCount = (count: number) => `${count} ${count === 1 ? 'employee' : 'employees'}`;
