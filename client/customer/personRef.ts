/** Whose MANAGE popups these are: a customer or a prospect, by id (their commands are customer.* or prospect.*). */
export type PersonRef = { subject: 'customer' | 'prospect'; id: string };
