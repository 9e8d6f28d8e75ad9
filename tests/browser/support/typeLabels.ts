/** How the opportunity types read on tabs and chips (issue 28: never the type's key), written out for the tests. */
export const TYPE_LABELS: Record<string, string> = {
  equity: 'UPGRADE',
  appt: 'SERVICE APPT',
  leasing: 'LEASING',
  warranty: 'WARRANTY',
  cash: 'CASH CONVERSION',
  conquest: 'CONQUEST',
  nonprime: 'NON-PRIME',
  service: 'SERVICE',
};
