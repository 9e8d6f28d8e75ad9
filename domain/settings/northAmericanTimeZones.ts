/**
 * The time zones a dealer picks from (spec 002 §2 "Timezone (choice from the dealer's timezone list)"): the IANA
 * zones of Canada and the United States, east to west, each named by its region and a city in it.
 */
export const NORTH_AMERICAN_TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: 'America/St_Johns', label: 'Newfoundland (St. John’s)' },
  { value: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { value: 'America/Moncton', label: 'Atlantic (Moncton)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic, no daylight saving (Puerto Rico)' },
  { value: 'America/Toronto', label: 'Eastern (Toronto)' },
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Detroit', label: 'Eastern (Detroit)' },
  { value: 'America/Indiana/Indianapolis', label: 'Eastern (Indianapolis)' },
  { value: 'America/Kentucky/Louisville', label: 'Eastern (Louisville)' },
  { value: 'America/Iqaluit', label: 'Eastern (Iqaluit)' },
  { value: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Regina', label: 'Central, no daylight saving (Regina)' },
  { value: 'America/Edmonton', label: 'Mountain (Edmonton)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Boise', label: 'Mountain (Boise)' },
  { value: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { value: 'America/Whitehorse', label: 'Yukon (Whitehorse)' },
  { value: 'America/Vancouver', label: 'Pacific (Vancouver)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
];
