import * as v from 'valibot';
import { BillingTransactionSchema } from '../billing/billingTransaction.ts';
import { StoredAppointmentSchema } from '../calendar/appointment.ts';
import { CustomerSchema } from '../customers/customer.ts';
import { LogRecordSchema } from '../customers/customerRecord.ts';
import { DealerUserSchema } from '../dealers/dealerUsers.ts';
import { DeskFiguresSchema } from '../deal/dealDocs.ts';
import { BuildVehicleSchema } from '../dms/buildVehicle.ts';
import { InventoryVehicleSchema } from '../dms/inventoryVehicle.ts';
import { OwnedVehicleSchema } from '../dms/ownedVehicle.ts';
import { SaleDealSchema } from '../dms/saleDeal.ts';
import { ServiceRecordSchema } from '../dms/serviceRecord.ts';
import { LeadDocumentSchema } from '../leads/leadDocument.ts';
import { ProspectSchema } from '../leads/prospect.ts';
import { MailboxDocSchema } from '../mailboxes/mailbox.ts';
import { OpportunitySchema } from '../opportunities/opportunity.ts';
import { OutreachMessageSchema, ReadMarkSchema } from '../outreach/outreachMessage.ts';
import { DealerSettingsSchema } from '../settings/dealerSettings.ts';
import { DealershipProfileSchema } from '../settings/dealershipEvents.ts';
import { TemplateDocSchema } from '../templates/template.ts';
import type { CollectionName } from './collections.ts';

/** The identity every stored document has; a DMS record's own id is the document's id. */
const identity = { id: v.string(), dealer: v.string() };

/** A refs document of one kind: its entity's fields, the document's id (`kind:dealer:…`), its dealer and its kind. */
const refOf = <const K extends string, E extends v.ObjectEntries>(kind: K, entries: E) =>
  v.strictObject({ ...entries, ...identity, kind: v.literal(kind) });

/**
 * A user of the dealer: a colleague's e-mail and phone reach only the roles that see User Management
 * (domain/permissions/readableDocument.ts), so the documents of the others' stores have neither.
 */
const DealerUserDocEntries = {
  ...DealerUserSchema.entries,
  email: v.optional(DealerUserSchema.entries.email),
  phone: v.optional(DealerUserSchema.entries.phone),
};

/**
 * The refs collection's kinds (docs/sync.md: small reference data shares one collection, keyed by kind): the dealer's
 * users, its settings and dealership profile, the build catalogue, templates, mailboxes, billing transactions and
 * the outreach read marks.
 */
const RefDocSchema = v.variant('kind', [
  refOf('user', DealerUserDocEntries),
  refOf('build', { ...BuildVehicleSchema.entries, build_id: v.string() }),
  refOf('settings', DealerSettingsSchema.entries),
  DealershipProfileSchema,
  TemplateDocSchema,
  refOf('mailbox', MailboxDocSchema.entries),
  refOf('billing', { ...BillingTransactionSchema.entries, transaction_id: BillingTransactionSchema.entries.id }),
  ReadMarkSchema,
]);

/**
 * The document each collection holds, as the server's projections (the reducers of domain/events/registry.ts) write
 * it and every client stores and reads it: the one description of a stored body. Strict at the document's level (a
 * field no schema names is drift); the entity schemas inside say how strict their own objects are, and
 * tests/server/storedDocuments.test.ts also requires a parse to give back the document unchanged, so a key unknown
 * at any depth fails it. The worker's store keys its RxDB documents by dealer and id only (worker/store/schemas.ts):
 * these schemas are what covers the body.
 */
export const COLLECTION_DOCS = {
  customers: v.strictObject(CustomerSchema.entries),
  refs: RefDocSchema,
  vehicles: v.strictObject({ ...OwnedVehicleSchema.entries, ...identity, desk: v.optional(v.nullable(DeskFiguresSchema)) }),
  service: v.strictObject({ ...ServiceRecordSchema.entries, ...identity }),
  deals: v.strictObject({ ...SaleDealSchema.entries, ...identity }),
  inventory: v.strictObject({ ...InventoryVehicleSchema.entries, ...identity }),
  appointments: StoredAppointmentSchema,
  opportunities: v.strictObject(OpportunitySchema.entries),
  activities: v.variant('kind', [LogRecordSchema, OutreachMessageSchema]),
  prospects: v.strictObject(ProspectSchema.entries),
  leads: v.strictObject(LeadDocumentSchema.entries),
} satisfies Record<CollectionName, v.GenericSchema<unknown, { id: string; dealer: string }>>;

/** A stored document of a collection. */
export type DocOf<C extends CollectionName> = v.InferOutput<(typeof COLLECTION_DOCS)[C]>;

/** The kinds of the refs collection. */
export type RefKind = DocOf<'refs'>['kind'];

/** A refs document of one kind. */
export type RefOf<K extends RefKind> = Extract<DocOf<'refs'>, { kind: K }>;

/** A reference to a document of one collection. */
export type RefTo<C extends CollectionName> = { collection: C; id: string };

/**
 * The current documents an event reads (the projection tables on the server, the store in the worker), typed by
 * collection: what an event's conflict check and projection are given.
 */
export type CurrentDocs = <C extends CollectionName>(ref: RefTo<C>) => DocOf<C> | undefined;
