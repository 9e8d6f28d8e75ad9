import { describe, expect, it } from 'vitest';
import { EXPORT_OFFLINE_MESSAGE } from '../../client/lists/ExportCsvButton.tsx';
import { PREVIEW_OFFLINE_MESSAGE } from '../../client/share/DealSheetShare.tsx';
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from '../../sync-server/app.ts';
import { BUILD_NOT_FOUND_MESSAGE, OPPORTUNITY_NOT_FOUND_MESSAGE } from '../../sync-server/deal/dealRoutes.ts';
import { ACTOR_MISMATCH_MESSAGE, SYSTEM_ONLY_MESSAGE, UNSTORABLE_EVENT_MESSAGE } from '../../sync-server/events/pushEvents.ts';
import { RANDOM_EVENT_ID_MESSAGE } from '../../domain/events/randomEventId.ts';
import { VEHICLE_NOT_FOUND_MESSAGE } from '../../sync-server/inventory/inventoryRoutes.ts';
import { DEAL_SHEET_LINK_MESSAGE, NOT_THE_SENDER_MESSAGE, OTHER_DEALER_SHEET_MESSAGE, OTHER_OPPORTUNITY_MESSAGE } from '../../sync-server/print/dealSheetEmailRoutes.ts';
import { UNKNOWN_OPPORTUNITY_MESSAGE } from '../../sync-server/print/opportunityDealSheet.ts';
import { NOT_A_DEALER_USER_MESSAGE as SHARE_NOT_A_DEALER_USER_MESSAGE } from '../../sync-server/share/routes.ts';
import { OFFLINE_SIGN_IN_MESSAGE } from '../../worker/session/sessionAuth.ts';
import { NOT_OPTED_IN_MESSAGE, NO_CONTACT_MESSAGE } from '../../domain/customers/contactOptIn.ts';
import { DEAL_EDIT_MESSAGES } from '../../domain/deal/dealEdit.ts';
import { UPGRADE_OPTION_MESSAGE, UPGRADE_VEHICLE_MESSAGE } from '../../domain/deal/dealPrintQuery.ts';
import { NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE } from '../../domain/deal/dealUpdatedEvent.ts';
import { NOT_THE_CUSTOMERS_VEHICLE_MESSAGE, VEHICLE_NOT_ON_FILE_MESSAGE } from '../../domain/deal/deskTargets.ts';
import { MILEAGE_MESSAGE, MILEAGE_VALUE_MESSAGE } from '../../domain/deal/mileageUpdatedEvent.ts';
import { NOT_A_DEALER_USER_MESSAGE, SELECT_USER_MESSAGE } from '../../domain/opportunityList/reassignEvent.ts';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ONE_TARGET_MESSAGE, SERVICE_HISTORY_OFFLINE_MESSAGE, VIN_MESSAGE } from '../../domain/service/serviceHistoryQuery.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { DEAL_SHEET_EMAIL_CONFIRM_MESSAGE, DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, DEAL_SHEET_PATH_MESSAGE, DEAL_SHEET_SHARE_CONFIRM_MESSAGE } from '../../domain/share/dealSheetEmail.ts';
import { COPIED_MESSAGE, SHARE_CONFIRM_MESSAGE, SHARE_OFFLINE_MESSAGE, SHARE_SENT_MESSAGE } from '../../domain/share/share.ts';
import { SOLD_DATE_MESSAGE } from '../../domain/soldOpportunities/soldList.ts';
import { TOO_DEEP_MESSAGE, TOO_LARGE_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../domain/validation/storableValue.ts';

/**
 * Every user-facing message constant, pinned once to its literal text: a change of wording is a change of this
 * file too. The first group is the specification's text (/work/shared/spec), word for word; the second is wording
 * of ours where the specification has none (docs/decisions.md), pinned so it changes only on purpose.
 */
const SPEC_TEXT: [string, string, string][] = [
  ["NOT_OPTED_IN_MESSAGE", NOT_OPTED_IN_MESSAGE, "Customer has not Opted-In"],
  ["NO_CONTACT_MESSAGE", NO_CONTACT_MESSAGE, "Customer has no cell phone, home phone, work phone or email"],
  ["SELECT_USER_MESSAGE", SELECT_USER_MESSAGE, "Please select a user"],
  ["AUTH_MESSAGES.lockedOut", AUTH_MESSAGES.lockedOut, "Too many failed attempts for this email. Please wait a few minutes then come back and try again."],
  ["AUTH_MESSAGES.inactive", AUTH_MESSAGES.inactive, "User account is inactive. Please contact system administrator."],
  ["AUTH_MESSAGES.unknownUser", AUTH_MESSAGES.unknownUser, "The username entered does not exist or has been deactivated."],
  ["AUTH_MESSAGES.resetSent", AUTH_MESSAGES.resetSent, "Please check the corresponding email for further instructions"],
  ["DEAL_SHEET_EMAIL_CONFIRM_MESSAGE", DEAL_SHEET_EMAIL_CONFIRM_MESSAGE, "Are you sure you want to email this dealsheet?"],
  ["DEAL_SHEET_SHARE_CONFIRM_MESSAGE", DEAL_SHEET_SHARE_CONFIRM_MESSAGE, "Are you sure you want to share this deal sheet?"],
  ["SHARE_SENT_MESSAGE", SHARE_SENT_MESSAGE, "Successfully Sent!"],
  ["SHARE_CONFIRM_MESSAGE", SHARE_CONFIRM_MESSAGE, "Are you sure you want to share this page?"],
  ["COPIED_MESSAGE", COPIED_MESSAGE, "COPIED"],
  ["SOLD_DATE_MESSAGE", SOLD_DATE_MESSAGE, "Please verify your start date is before your end date."],
  ["OPPORTUNITY_NOT_FOUND_MESSAGE", OPPORTUNITY_NOT_FOUND_MESSAGE, "There was a problem loading their request"],
];

const OUR_WORDING: [string, string, string][] = [
  ["EXPORT_OFFLINE_MESSAGE", EXPORT_OFFLINE_MESSAGE, "The export needs a connection to the server. Please try again when you are back online."],
  ["PREVIEW_OFFLINE_MESSAGE", PREVIEW_OFFLINE_MESSAGE, "You are offline: the deal sheet preview needs a connection. Try again when you are back online."],
  ["DEAL_EDIT_MESSAGES.opportunity_id", DEAL_EDIT_MESSAGES.opportunity_id, "This deal has no opportunity."],
  ["DEAL_EDIT_MESSAGES.customer_id", DEAL_EDIT_MESSAGES.customer_id, "This deal has no customer."],
  ["DEAL_EDIT_MESSAGES.vehicle_id", DEAL_EDIT_MESSAGES.vehicle_id, "This deal has no vehicle."],
  ["DEAL_EDIT_MESSAGES.type", DEAL_EDIT_MESSAGES.type, "Choose finance, lease or cash."],
  ["DEAL_EDIT_MESSAGES.frequency", DEAL_EDIT_MESSAGES.frequency, "Choose monthly, biweekly or weekly payments."],
  ["DEAL_EDIT_MESSAGES.term", DEAL_EDIT_MESSAGES.term, "Enter the term in whole months, from 0 to 120."],
  ["DEAL_EDIT_MESSAGES.financedTerm", DEAL_EDIT_MESSAGES.financedTerm, "A finance or lease term is at least 1 month."],
  ["DEAL_EDIT_MESSAGES.rate", DEAL_EDIT_MESSAGES.rate, "Enter the rate as a percent from 0 to 100."],
  ["DEAL_EDIT_MESSAGES.payment", DEAL_EDIT_MESSAGES.payment, "Enter the payment in dollars (0 or more)."],
  ["DEAL_EDIT_MESSAGES.trade", DEAL_EDIT_MESSAGES.trade, "Enter the trade value in dollars (0 or more)."],
  ["DEAL_EDIT_MESSAGES.bank", DEAL_EDIT_MESSAGES.bank, "The bank name is at most 100 characters."],
  ["DEAL_EDIT_MESSAGES.amount", DEAL_EDIT_MESSAGES.amount, "Enter the amount in dollars (0 or more)."],
  ["DEAL_EDIT_MESSAGES.downpayment", DEAL_EDIT_MESSAGES.downpayment, "Enter the down payment in dollars (0 or more)."],
  ["DEAL_EDIT_MESSAGES.sold_at", DEAL_EDIT_MESSAGES.sold_at, "Enter the date the vehicle was sold."],
  ["DEAL_EDIT_MESSAGES.inservice_at", DEAL_EDIT_MESSAGES.inservice_at, "Enter the in-service date as a date, or leave it empty."],
  ["DEAL_EDIT_MESSAGES.payout", DEAL_EDIT_MESSAGES.payout, "Enter the payout in dollars (0 or more)."],
  ["DEAL_EDIT_MESSAGES.payout_edited", DEAL_EDIT_MESSAGES.payout_edited, "Say whether the payout was typed (payout_edited true or false)."],
  ["UPGRADE_VEHICLE_MESSAGE", UPGRADE_VEHICLE_MESSAGE, "The upgrade needs its year, make, model and price."],
  ["UPGRADE_OPTION_MESSAGE", UPGRADE_OPTION_MESSAGE, "The upgrade’s payment needs its type, APR and term."],
  ["NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE", NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE, "This opportunity is not for this vehicle."],
  ["VEHICLE_NOT_ON_FILE_MESSAGE", VEHICLE_NOT_ON_FILE_MESSAGE, "This vehicle is not on file."],
  ["NOT_THE_CUSTOMERS_VEHICLE_MESSAGE", NOT_THE_CUSTOMERS_VEHICLE_MESSAGE, "This vehicle does not belong to this customer."],
  ["MILEAGE_MESSAGE", MILEAGE_MESSAGE, "Enter the mileage in kilometres, from 0 to 2,000,000."],
  ["MILEAGE_VALUE_MESSAGE", MILEAGE_VALUE_MESSAGE, "The trade value must be an amount of 0 or more."],
  ["NOT_A_DEALER_USER_MESSAGE", NOT_A_DEALER_USER_MESSAGE, "This user does not belong to this dealer."],
  ["FORBIDDEN_MESSAGE", FORBIDDEN_MESSAGE, "You do not have permission to do this."],
  ["WRONG_DEALER_MESSAGE", WRONG_DEALER_MESSAGE, "You do not belong to this dealer."],
  ["ONE_TARGET_MESSAGE", ONE_TARGET_MESSAGE, "Please name exactly one of customer_id, vehicle_id or vin."],
  ["VIN_MESSAGE", VIN_MESSAGE, "The vin must be 17 letters and digits other than I, O and Q."],
  ["SERVICE_HISTORY_OFFLINE_MESSAGE", SERVICE_HISTORY_OFFLINE_MESSAGE, "The service history cannot be loaded while off line, and no copy of it is saved on this device yet."],
  ["AUTH_MESSAGES.wrongPassword", AUTH_MESSAGES.wrongPassword, "The password entered is incorrect."],
  ["AUTH_MESSAGES.resetInvalid", AUTH_MESSAGES.resetInvalid, "This password reset link is invalid or has expired."],
  ["AUTH_MESSAGES.sessionExpired", AUTH_MESSAGES.sessionExpired, "Your session has expired. Please sign in again."],
  ["AUTH_MESSAGES.passwordChanged", AUTH_MESSAGES.passwordChanged, "Your password has been changed. You can now sign in."],
  ["AUTH_MESSAGES.noDealer", AUTH_MESSAGES.noDealer, "Your account is not linked to any dealer. Please contact system administrator."],
  ["AUTH_MESSAGES.notYourAccount", AUTH_MESSAGES.notYourAccount, "You can only see or change your own account."],
  ["AUTH_MESSAGES.resetSubject", AUTH_MESSAGES.resetSubject, "Reset your password"],
  ["AUTH_MESSAGES.linkReadOnly", AUTH_MESSAGES.linkReadOnly, "A signed link can only open a page or a file, not change anything."],
  ["AUTH_MESSAGES.linkOtherDealer", AUTH_MESSAGES.linkOtherDealer, "This link was made for another dealer."],
  ["DEAL_SHEET_EMAIL_OFFLINE_MESSAGE", DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, "You are offline: e-mailing a deal sheet needs a connection. Try again when you are back online."],
  ["DEAL_SHEET_PATH_MESSAGE", DEAL_SHEET_PATH_MESSAGE, "Only a deal sheet print (/dealsheet/print?opportunity_id=…) can be e-mailed."],
  ["SHARE_OFFLINE_MESSAGE", SHARE_OFFLINE_MESSAGE, "You are offline: sharing needs a connection. Try again when you are back online."],
  ["UNSTORABLE_TEXT_MESSAGE", UNSTORABLE_TEXT_MESSAGE, "The text holds a character that cannot be stored (a NUL or a broken character)."],
  ["TOO_DEEP_MESSAGE", TOO_DEEP_MESSAGE, "The value is nested too deeply."],
  ["TOO_LARGE_MESSAGE", TOO_LARGE_MESSAGE, "The value is too large."],
  ["SERVER_ERROR_MESSAGE", SERVER_ERROR_MESSAGE, "Something went wrong on the server."],
  ["NOT_FOUND_MESSAGE", NOT_FOUND_MESSAGE, "Not found."],
  ["BUILD_NOT_FOUND_MESSAGE", BUILD_NOT_FOUND_MESSAGE, "No such vehicle in the build catalogue."],
  ["ACTOR_MISMATCH_MESSAGE", ACTOR_MISMATCH_MESSAGE, "The event was not made by the signed-in user."],
  ["RANDOM_EVENT_ID_MESSAGE", RANDOM_EVENT_ID_MESSAGE, "The event id must be a random UUID (version 4)."],
  ["SYSTEM_ONLY_MESSAGE", SYSTEM_ONLY_MESSAGE, "Only the server may record this event."],
  ["UNSTORABLE_EVENT_MESSAGE", UNSTORABLE_EVENT_MESSAGE, "The server could not store this change: a value in it is out of range or not valid."],
  ["VEHICLE_NOT_FOUND_MESSAGE", VEHICLE_NOT_FOUND_MESSAGE, "No vehicle of this dealer has this id."],
  ["NOT_THE_SENDER_MESSAGE", NOT_THE_SENDER_MESSAGE, "You can only send a deal sheet as yourself."],
  ["OTHER_DEALER_SHEET_MESSAGE", OTHER_DEALER_SHEET_MESSAGE, "The deal sheet link names another dealer than this one."],
  ["OTHER_OPPORTUNITY_MESSAGE", OTHER_OPPORTUNITY_MESSAGE, "The opportunity does not match the deal sheet’s."],
  ["DEAL_SHEET_LINK_MESSAGE", DEAL_SHEET_LINK_MESSAGE, "This deal sheet link is invalid or has expired."],
  ["UNKNOWN_OPPORTUNITY_MESSAGE", UNKNOWN_OPPORTUNITY_MESSAGE, "There is no such opportunity at this dealer."],
  ["SHARE_NOT_A_DEALER_USER_MESSAGE", SHARE_NOT_A_DEALER_USER_MESSAGE, "You can only share with an active user of this dealer."],
  ["OFFLINE_SIGN_IN_MESSAGE", OFFLINE_SIGN_IN_MESSAGE, "The server cannot be reached. Please check your connection and try again."],
];

describe('user-facing messages', () => {
  it.each(SPEC_TEXT)('%s is the specification\'s text', (_name, actual, literal) => {
    expect(actual).toBe(literal);
  });

  it.each(OUR_WORDING)('%s keeps its wording', (_name, actual, literal) => {
    expect(actual).toBe(literal);
  });
});
