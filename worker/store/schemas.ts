import type { RxJsonSchema } from 'rxdb';
import type { Doc } from '../../domain/events/collections.ts';

/** A replicated document as the local store keeps it: the key joins dealer and id, so ids may repeat across dealers. */
export type StoredDoc = Doc & { pk: string };

/** An event of our own waiting for the server, or refused by it (kept with the reason until the user sees it). */
export type OutboxDoc = {
  id: string;
  dealer: string;
  type: string;
  actor: number;
  time: string;
  payload: unknown;
  status: 'pending' | 'rejected';
  reason: string;
  order: number;
};

export const DOC_KEY_SEPARATOR = '|';

const dealerField = { type: 'string', maxLength: 100 } as const;

function replicatedSchema(title: string): RxJsonSchema<StoredDoc> {
  return {
    title,
    version: 0,
    primaryKey: { key: 'pk', fields: ['dealer', 'id'], separator: DOC_KEY_SEPARATOR },
    type: 'object',
    properties: {
      pk: { type: 'string', maxLength: 200 },
      id: { type: 'string', maxLength: 100 },
      dealer: dealerField,
    },
    required: ['pk', 'id', 'dealer'],
    // The body's other fields are stored as they come (no validating storage in the worker).
    // Loading one dealer's documents (active dealer, dealer removal) is the only direct look-up.
    indexes: ['dealer'],
  } as RxJsonSchema<StoredDoc>;
}

export const customerSchema = replicatedSchema('customers');
export const refSchema = replicatedSchema('refs');
export const vehicleSchema = replicatedSchema('vehicles');
export const serviceSchema = replicatedSchema('service');
export const dealSchema = replicatedSchema('deals');
export const inventorySchema = replicatedSchema('inventory');
export const appointmentSchema = replicatedSchema('appointments');
export const opportunitySchema = replicatedSchema('opportunities');

export const outboxSchema: RxJsonSchema<OutboxDoc> = {
  title: 'outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    dealer: dealerField,
    type: { type: 'string' },
    actor: { type: 'number' },
    time: { type: 'string' },
    payload: {},
    status: { type: 'string', enum: ['pending', 'rejected'] },
    reason: { type: 'string' },
    order: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'dealer', 'type', 'actor', 'time', 'status', 'reason', 'order'],
  indexes: [['dealer', 'order']],
};
