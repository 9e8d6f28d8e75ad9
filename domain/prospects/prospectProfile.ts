import type { CustomerRecord } from '../customers/customerRecord.ts';
import type { LeadDocument } from '../leads/leadDocument.ts';
import type { Prospect } from '../leads/prospect.ts';

/** A prospect profile's data (spec 000 §2, 003 prospect detail): the prospect, their notes and log, their leads. */
export type ProspectProfile = { prospect: Prospect; records: CustomerRecord[]; leads: LeadDocument[] };

export type ProspectProfileState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: ProspectProfile };
