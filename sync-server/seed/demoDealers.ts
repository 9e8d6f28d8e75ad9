import type { Country } from '../../domain/dealers/dealer.ts';

/** A town near a dealer where its customers live, with the postal codes (Canada: first three) used there. */
export type Town = { city: string; latitude: number; longitude: number; postal: readonly string[] };

/** One demo dealer and the area its customers come from. */
export type DemoDealer = {
  key: string;
  name: string;
  brand: string;
  colour: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: Country;
  phone: string;
  latitude: number;
  longitude: number;
  areaCodes: readonly string[];
  emailDomains: readonly string[];
  towns: readonly Town[];
};

/** Mail domains under the reserved .example TLD: realistic to read, undeliverable if a demo mail goes out. */
const CA_MAIL = ['gmail.example', 'outlook.example', 'hotmail.example', 'yahoo.example', 'rogers.example', 'bell.example', 'shaw.example'];
const US_MAIL = ['gmail.example', 'outlook.example', 'yahoo.example', 'icloud.example', 'att.example', 'comcast.example', 'aol.example'];

export const DEMO_DEALERS: readonly DemoDealer[] = [
  {
    key: 'CAMB01',
    name: 'Cambridge Toyota',
    brand: 'Toyota',
    colour: '#D71920',
    address: '2500 Eagle St N',
    city: 'Cambridge',
    province: 'ON',
    postal_code: 'N3H 4R7',
    country: 'canada',
    phone: '5196532500',
    latitude: 43.3925,
    longitude: -80.3226,
    areaCodes: ['519', '226', '548'],
    emailDomains: CA_MAIL,
    towns: [
      { city: 'Cambridge', latitude: 43.3616, longitude: -80.3144, postal: ['N1R', 'N1S', 'N1T', 'N3C', 'N3E', 'N3H'] },
      { city: 'Kitchener', latitude: 43.4516, longitude: -80.4925, postal: ['N2A', 'N2B', 'N2C', 'N2E', 'N2G', 'N2M', 'N2P', 'N2R'] },
      { city: 'Waterloo', latitude: 43.4643, longitude: -80.5204, postal: ['N2J', 'N2K', 'N2L', 'N2T', 'N2V'] },
      { city: 'Guelph', latitude: 43.5448, longitude: -80.2482, postal: ['N1E', 'N1G', 'N1H', 'N1K', 'N1L'] },
      { city: 'Brantford', latitude: 43.1394, longitude: -80.2644, postal: ['N3P', 'N3R', 'N3S', 'N3T', 'N3V'] },
      { city: 'Paris', latitude: 43.1939, longitude: -80.3846, postal: ['N3L'] },
      { city: 'Ayr', latitude: 43.2856, longitude: -80.4503, postal: ['N0B'] },
    ],
  },
  {
    key: 'CALG01',
    name: 'Calgary Honda',
    brand: 'Honda',
    colour: '#27313D',
    address: '1505 Macleod Trail SE',
    city: 'Calgary',
    province: 'AB',
    postal_code: 'T2G 2N6',
    country: 'canada',
    phone: '4032650120',
    latitude: 51.0375,
    longitude: -114.0614,
    areaCodes: ['403', '587', '825'],
    emailDomains: CA_MAIL,
    towns: [
      { city: 'Calgary', latitude: 51.0447, longitude: -114.0719, postal: ['T2A', 'T2B', 'T2E', 'T2H', 'T2J', 'T2T', 'T2W', 'T3A', 'T3E', 'T3H'] },
      { city: 'Airdrie', latitude: 51.2917, longitude: -114.0144, postal: ['T4A', 'T4B'] },
      { city: 'Cochrane', latitude: 51.1894, longitude: -114.4678, postal: ['T4C'] },
      { city: 'Okotoks', latitude: 50.7256, longitude: -113.9749, postal: ['T1S'] },
      { city: 'Chestermere', latitude: 51.05, longitude: -113.8225, postal: ['T1X'] },
    ],
  },
  {
    key: 'COLU01',
    name: 'Columbus Ford',
    brand: 'Ford',
    colour: '#0B3C8C',
    address: '4300 Morse Rd',
    city: 'Columbus',
    province: 'OH',
    postal_code: '43230',
    country: 'us',
    phone: '6144717000',
    latitude: 40.0601,
    longitude: -82.9079,
    areaCodes: ['614', '380'],
    emailDomains: US_MAIL,
    towns: [
      { city: 'Columbus', latitude: 39.9612, longitude: -82.9988, postal: ['43201', '43204', '43206', '43211', '43214', '43219', '43224', '43229'] },
      { city: 'Dublin', latitude: 40.0992, longitude: -83.1141, postal: ['43016', '43017'] },
      { city: 'Westerville', latitude: 40.1262, longitude: -82.9291, postal: ['43081', '43082'] },
      { city: 'Gahanna', latitude: 40.0192, longitude: -82.8793, postal: ['43230'] },
      { city: 'Grove City', latitude: 39.8815, longitude: -83.093, postal: ['43123'] },
      { city: 'Reynoldsburg', latitude: 39.9548, longitude: -82.8121, postal: ['43068'] },
      { city: 'Hilliard', latitude: 40.0334, longitude: -83.1582, postal: ['43026'] },
    ],
  },
];
