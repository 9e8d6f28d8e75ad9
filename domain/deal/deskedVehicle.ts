import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { DeskFigures } from './dealDocs.ts';

/**
 * An owned vehicle as the engine and the deal edit read it: the DMS record, with the desk's figures when the deal
 * was edited (a trade value and a payout typed over the engine's; each null when the engine's own stands).
 */
export type DeskedVehicle = OwnedVehicle & { desk?: DeskFigures | null };
