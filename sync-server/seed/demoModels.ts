/** A model of the build catalogue and the demo's vehicles: its trims with their price (MSRP, dealer's currency). */
export type DemoModel = {
  model: string;
  body: string;
  engine: string;
  transmission: string;
  drivetrain: string;
  fuel: string;
  trims: readonly { trim: string; price: number }[];
};

const model = (
  name: string,
  body: string,
  engine: string,
  drivetrain: string,
  fuel: string,
  trims: readonly [string, number][],
  transmission = 'Automatic',
): DemoModel => ({ model: name, body, engine, transmission, drivetrain, fuel, trims: trims.map(([trim, price]) => ({ trim, price })) });

/** Each demo brand's current line-up, at its market's prices (CAD for Toyota and Honda in Canada, USD for Ford). */
export const BRAND_MODELS: Readonly<Record<string, readonly DemoModel[]>> = {
  Toyota: [
    model('Corolla', 'Sedan', '2.0L I4', 'FWD', 'Gasoline', [['LE', 24990], ['SE', 28490], ['XSE', 31990]], 'CVT'),
    model('Corolla Cross', 'SUV', '2.0L I4', 'AWD', 'Gasoline', [['L', 28490], ['LE', 31990], ['XLE', 36490]], 'CVT'),
    model('Camry', 'Sedan', '2.5L I4 Hybrid', 'FWD', 'Hybrid', [['SE', 36490], ['XSE', 41990]], 'eCVT'),
    model('RAV4', 'SUV', '2.5L I4', 'AWD', 'Gasoline', [['LE', 33990], ['XLE', 38490], ['Limited', 45990]]),
    model('RAV4 Hybrid', 'SUV', '2.5L I4 Hybrid', 'AWD', 'Hybrid', [['XLE', 41990], ['XSE', 47490]], 'eCVT'),
    model('Highlander', 'SUV', '2.4L I4 Turbo', 'AWD', 'Gasoline', [['XLE', 52990], ['Limited', 58990]]),
    model('Tacoma', 'Pickup', '2.4L I4 Turbo', '4WD', 'Gasoline', [['SR5', 48990], ['TRD Off-Road', 55990]]),
    model('Tundra', 'Pickup', '3.4L V6 Twin Turbo', '4WD', 'Gasoline', [['SR5', 58990], ['Limited', 69990]]),
    model('Sienna', 'Minivan', '2.5L I4 Hybrid', 'AWD', 'Hybrid', [['LE', 49990], ['XSE', 58990]], 'eCVT'),
  ],
  Honda: [
    model('Civic', 'Sedan', '2.0L I4', 'FWD', 'Gasoline', [['LX', 28000], ['Sport', 31000], ['Touring', 36000]], 'CVT'),
    model('Accord', 'Sedan', '2.0L I4 Hybrid', 'FWD', 'Hybrid', [['EX', 38000], ['Touring', 46000]], 'eCVT'),
    model('HR-V', 'SUV', '2.0L I4', 'AWD', 'Gasoline', [['LX', 29500], ['Sport', 32500], ['EX-L', 35000]], 'CVT'),
    model('CR-V', 'SUV', '1.5L I4 Turbo', 'AWD', 'Gasoline', [['LX', 36000], ['EX-L', 42000], ['Touring', 47000]], 'CVT'),
    model('CR-V Hybrid', 'SUV', '2.0L I4 Hybrid', 'AWD', 'Hybrid', [['Sport', 44000], ['Sport Touring', 50000]], 'eCVT'),
    model('Pilot', 'SUV', '3.5L V6', 'AWD', 'Gasoline', [['EX-L', 54000], ['TrailSport', 57000], ['Touring', 60000]]),
    model('Odyssey', 'Minivan', '3.5L V6', 'FWD', 'Gasoline', [['EX', 48000], ['Touring', 56000]]),
    model('Ridgeline', 'Pickup', '3.5L V6', 'AWD', 'Gasoline', [['Sport', 50000], ['Black Edition', 57000]]),
  ],
  Ford: [
    model('F-150', 'Pickup', '3.5L V6 EcoBoost', '4WD', 'Gasoline', [['XL', 38000], ['XLT', 48000], ['Lariat', 62000]]),
    model('Maverick', 'Pickup', '2.5L I4 Hybrid', 'FWD', 'Hybrid', [['XL', 27000], ['XLT', 30000], ['Lariat', 37000]], 'eCVT'),
    model('Ranger', 'Pickup', '2.3L I4 EcoBoost', '4WD', 'Gasoline', [['XLT', 37000], ['Lariat', 45000]]),
    model('Escape', 'SUV', '1.5L I3 EcoBoost', 'AWD', 'Gasoline', [['Active', 30000], ['ST-Line', 33000], ['Platinum', 39000]]),
    model('Bronco Sport', 'SUV', '1.5L I3 EcoBoost', '4WD', 'Gasoline', [['Big Bend', 32000], ['Outer Banks', 37000]]),
    model('Bronco', 'SUV', '2.7L V6 EcoBoost', '4WD', 'Gasoline', [['Big Bend', 42000], ['Badlands', 52000]]),
    model('Explorer', 'SUV', '2.3L I4 EcoBoost', 'AWD', 'Gasoline', [['Active', 40000], ['ST-Line', 45000], ['ST', 55000]]),
    model('Mustang', 'Coupe', '2.3L I4 EcoBoost', 'RWD', 'Gasoline', [['EcoBoost', 33000], ['GT', 45000]]),
    model('Expedition', 'SUV', '3.5L V6 EcoBoost', '4WD', 'Gasoline', [['XLT', 63000], ['Platinum', 82000]]),
  ],
};

/** Other makes the dealers' customers drive (bought elsewhere, serviced here: conquest), two models each. */
export const OTHER_MAKES: Readonly<Record<string, readonly DemoModel[]>> = {
  Hyundai: [
    model('Elantra', 'Sedan', '2.0L I4', 'FWD', 'Gasoline', [['Preferred', 25000], ['Luxury', 29500]], 'CVT'),
    model('Tucson', 'SUV', '2.5L I4', 'AWD', 'Gasoline', [['Preferred', 34000], ['Ultimate', 43000]]),
  ],
  Mazda: [
    model('Mazda3', 'Hatchback', '2.5L I4', 'FWD', 'Gasoline', [['GS', 27000], ['GT', 32000]]),
    model('CX-5', 'SUV', '2.5L I4', 'AWD', 'Gasoline', [['GS', 35000], ['Signature', 44000]]),
  ],
  Chevrolet: [
    model('Equinox', 'SUV', '1.5L I4 Turbo', 'AWD', 'Gasoline', [['LT', 34000], ['RS', 38000]]),
    model('Silverado 1500', 'Pickup', '5.3L V8', '4WD', 'Gasoline', [['LT', 52000], ['High Country', 70000]]),
  ],
  Nissan: [
    model('Rogue', 'SUV', '1.5L I3 Turbo', 'AWD', 'Gasoline', [['SV', 36000], ['Platinum', 45000]], 'CVT'),
    model('Sentra', 'Sedan', '2.0L I4', 'FWD', 'Gasoline', [['S', 23000], ['SR', 27000]], 'CVT'),
  ],
  Kia: [model('Sportage', 'SUV', '2.5L I4', 'AWD', 'Gasoline', [['LX', 32000], ['EX', 37000]])],
  Volkswagen: [model('Jetta', 'Sedan', '1.5L I4 Turbo', 'FWD', 'Gasoline', [['Comfortline', 28000], ['Highline', 32000]])],
  Subaru: [model('Outback', 'Wagon', '2.5L H4', 'AWD', 'Gasoline', [['Touring', 38000], ['Limited', 44000]], 'CVT')],
};

/** The line-up of a make: a demo brand's, else one of the other makes'. */
export function modelsOf(make: string): readonly DemoModel[] {
  return BRAND_MODELS[make] ?? OTHER_MAKES[make] ?? [];
}

/** The makes a customer of `brand` may drive besides it: the other demo brands and the other makes. */
export function otherMakesThan(brand: string): string[] {
  return [...Object.keys(BRAND_MODELS), ...Object.keys(OTHER_MAKES)].filter((make) => make !== brand);
}

/** The price a model and trim had new in a given model year: today's price less about 2.5 % a year. */
export function priceInYear(price: number, year: number, currentYear: number): number {
  return Math.round((price * 0.975 ** Math.max(0, currentYear - year)) / 10) * 10;
}
