/** The empty text of every opportunity list, the sold tab included (spec 001 §2.2). */
export const NO_OPPORTUNITIES = 'NO NEW OPPORTUNITIES FOR THIS TYPE';
