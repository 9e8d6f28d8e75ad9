/** The key of a list row that carries its own id (one function for every list, so props stay the same). */
export const rowId = (row: { id: string }): string => row.id;
