import { describe, expect, it } from 'vitest';
import { decodeVin, normaliseVin, vinCheckDigit } from './vin.ts';
import { WMI_TABLE } from './wmiTable.ts';

const TODAY = new Date(2025, 5, 15);
const INVALID_VIN = 'Please enter a valid 17-character VIN.';
const CHECK_DIGIT_MISMATCH = 'This VIN is not valid: its check digit does not match.';

describe('normaliseVin', () => {
  it('trims, upper cases and removes spaces and dashes', () => {
    expect(normaliseVin('  1hgbh41jxmn-109 186 ')).toBe('1HGBH41JXMN109186');
  });
});

describe('vinCheckDigit', () => {
  // Values (A=1 … H=8, J=1 … N=5, P=7, R=9, S=2 … Z=9) × weights 8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2, summed mod 11.
  it('a remainder of 10 is written X: 1M8GDM9AXKP042788 sums to 351 = 31 × 11 + 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
  it('seventeen ones sum to 89 = 8 × 11 + 1, so 11111111111111111 is valid', () => {
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });
  it('1HGBH41JXMN109186 sums to 8+56+42+10+32+12+2+10+36+40+7+0+45+4+24+12 = 340 = 30 × 11 + 10: X', () => {
    expect(vinCheckDigit('1HGBH41JXMN109186')).toBe('X');
  });
  it('JH4KA7561PC008269 (a 1993 Acura Legend) sums to 364 = 33 × 11 + 1', () => {
    expect(vinCheckDigit('JH4KA7561PC008269')).toBe('1');
  });
  it('7SAYGDEE8PF123456 sums to 404 = 36 × 11 + 8', () => {
    expect(vinCheckDigit('7SAYGDEE8PF123456')).toBe('8');
  });
  it('matches the published VINs of sold vehicles', () => {
    expect(vinCheckDigit('2G61M5S39J9120354')).toBe('9');
    expect(vinCheckDigit('2G1WT57K291154869')).toBe('2');
    expect(vinCheckDigit('58ADZ1B13LU064425')).toBe('3');
    expect(vinCheckDigit('5NPD84LF6KH490922')).toBe('6');
    expect(vinCheckDigit('KNMAT2MV3JP608780')).toBe('3');
    expect(vinCheckDigit('JTLZE4FEXB1123437')).toBe('X');
    expect(vinCheckDigit('7MUFBABGXRV055575')).toBe('X');
    expect(vinCheckDigit('7PDSGABA0RN033038')).toBe('0');
  });
  it('needs a normalised 17-character VIN', () => {
    expect(() => vinCheckDigit('1hgbh41jxmn109186')).toThrow(RangeError);
    expect(() => vinCheckDigit('1HGBH41JXMN10918')).toThrow(RangeError);
  });
});

describe('decodeVin', () => {
  it('decodes a North American VIN: WMI, make, region, model year, plant code and serial number', () => {
    expect(decodeVin('2G61M5S39J9120354', TODAY)).toEqual({
      ok: true,
      vin: '2G61M5S39J9120354',
      wmi: '2G6',
      make: 'Cadillac',
      region: 'North America',
      year: 2018,
      plantCode: '9',
      serial: '120354',
    });
  });
  it('normalises what was typed before decoding it', () => {
    expect(decodeVin(' 2g61m5s3-9j9 120354 ', TODAY)).toMatchObject({ ok: true, vin: '2G61M5S39J9120354' });
  });

  it('a VIN is 17 characters', () => {
    expect(decodeVin('2G61M5S39J912035', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('2G61M5S39J91203541', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
  });
  it('a VIN never holds I, O or Q, nor anything but letters and digits', () => {
    expect(decodeVin('1HGBH41JXMN1O9186', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('1HGBH41JXMN1I9186', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('1HGBH41JXMN1Q9186', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('1HGBH41JXMN1.9186', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
  });
  it('position 10 is never U, Z or 0', () => {
    expect(decodeVin('WVWZZZ1JZUW386752', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('WVWZZZ1JZZW386752', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
    expect(decodeVin('WVWZZZ1JZ0W386752', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
  });
  it('no region starts with 0', () => {
    expect(decodeVin('0VWZZZ1JZ3W386752', TODAY)).toEqual({ ok: false, message: INVALID_VIN });
  });

  it('a North American VIN must carry its check digit', () => {
    expect(decodeVin('1HGBH41J1MN109186', TODAY)).toEqual({ ok: false, message: CHECK_DIGIT_MISMATCH });
    expect(decodeVin('2G61M5S38J9120354', TODAY)).toEqual({ ok: false, message: CHECK_DIGIT_MISMATCH });
  });
  it('7F to 7Z are United States identifiers, so their check digit is enforced too', () => {
    expect(decodeVin('7SAYGDEE9PF123456', TODAY)).toEqual({ ok: false, message: CHECK_DIGIT_MISMATCH });
    expect(decodeVin('7SAYGDEE8PF123456', TODAY)).toMatchObject({ ok: true, make: 'Tesla', region: 'North America' });
  });
  it('a European VIN decodes without a valid check digit', () => {
    // WVWZZZ1JZ3W386752 would need 9 (460 = 41 × 11 + 9) in position 9; European makers often put a Z there.
    expect(decodeVin('WVWZZZ1JZ3W386752', TODAY)).toEqual({
      ok: true,
      vin: 'WVWZZZ1JZ3W386752',
      wmi: 'WVW',
      make: 'Volkswagen',
      region: 'Europe',
      year: 2003,
      plantCode: 'W',
      serial: '386752',
    });
  });

  it('the region is read from the first character', () => {
    expect(decodeVin('6FPZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Oceania' });
    expect(decodeVin('7ABZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Oceania' });
    expect(decodeVin('9BWZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'South America' });
    expect(decodeVin('AAVZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Africa' });
    expect(decodeVin('HAVZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Africa' });
    expect(decodeVin('JH4KA7561PC008269', TODAY)).toMatchObject({ region: 'Asia' });
    expect(decodeVin('RFBZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Asia' });
    expect(decodeVin('SADCJ2BN5HA086947', TODAY)).toMatchObject({ region: 'Europe' });
    expect(decodeVin('ZFAZZZ1JZ3W386752', TODAY)).toMatchObject({ region: 'Europe' });
  });

  describe('model year', () => {
    it('a letter in position 7 of a North American VIN means 2010 to 2039', () => {
      expect(decodeVin('2G61M5S39J9120354', TODAY)).toMatchObject({ year: 2018 });
      expect(decodeVin('7PDSGABA0RN033038', TODAY)).toMatchObject({ year: 2024 });
    });
    it('a digit in position 7 of a North American VIN means 1980 to 2009', () => {
      expect(decodeVin('2G1WT57K291154869', TODAY)).toMatchObject({ year: 2009 });
      expect(decodeVin('1NXBR32E25Z461317', TODAY)).toMatchObject({ year: 2005 });
      // 1 G 1 A Z 3 7 G _ F R 1 0 0 0 0 1: 8+49+6+5+36+9+14+70+54+72+7+2 = 332 = 30 × 11 + 2.
      expect(decodeVin('1G1AZ37G2FR100001', TODAY)).toMatchObject({ make: 'Chevrolet', year: 1985 });
    });
    it('a VIN is never more than a year after today: S reads 2025 until the end of 2023, then 1995', () => {
      expect(decodeVin('5TFNA5EC5SX038000', new Date(2024, 2, 1))).toMatchObject({ year: 2025 });
      expect(decodeVin('5TFNA5EC5SX038000', new Date(2023, 11, 31))).toMatchObject({ year: 1995 });
    });
    it('outside North America the year is the latest of its 30-year cycle not after next year', () => {
      expect(decodeVin('JTLZE4FEXB1123437', TODAY)).toMatchObject({ year: 2011 });
      expect(decodeVin('SADCJ2BN5HA086947', TODAY)).toMatchObject({ year: 2017 });
      expect(decodeVin('JTLZE4FEXB1123437', new Date(2005, 0, 1))).toMatchObject({ year: 1981 });
    });
    it('today defaults to now', () => {
      const next = new Date().getFullYear() + 1;
      const decoded = decodeVin('WVWZZZ1JZ3W386752');
      expect(decoded.ok && decoded.year <= next && decoded.year > next - 30).toBe(true);
    });
  });

  describe('make', () => {
    it('is looked up from the WMI', () => {
      expect(decodeVin('58ADZ1B13LU064425', TODAY)).toMatchObject({ wmi: '58A', make: 'Lexus', year: 2020 });
      expect(decodeVin('5NPD84LF6KH490922', TODAY)).toMatchObject({ make: 'Hyundai', year: 2019 });
      expect(decodeVin('KNMAT2MV3JP608780', TODAY)).toMatchObject({ make: 'Nissan', region: 'Asia', year: 2018 });
      expect(decodeVin('JH4KA7561PC008269', TODAY)).toMatchObject({ make: 'Acura' });
      expect(decodeVin('7MUFBABGXRV055575', TODAY)).toMatchObject({ make: 'Toyota', year: 2024 });
      expect(decodeVin('SADCJ2BN5HA086947', TODAY)).toMatchObject({ make: 'Jaguar' });
    });
    it('is null for a WMI the table does not know, and the VIN still decodes', () => {
      expect(decodeVin('11111111111111111', TODAY)).toMatchObject({ ok: true, wmi: '111', make: null });
      expect(decodeVin('6FPZZZ1JZ3W386752', TODAY)).toMatchObject({ ok: true, make: null });
    });
  });
});

describe('WMI_TABLE', () => {
  it('names the make a dealer writes for the common identifiers', () => {
    const makes: Record<string, string> = {
      '1FA': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '2FA': 'Ford', '3FA': 'Ford',
      '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GT': 'GMC',
      JTD: 'Toyota', JTE: 'Toyota', JTM: 'Toyota', '2T1': 'Toyota', '4T1': 'Toyota', '5TD': 'Toyota',
      JHM: 'Honda', '1HG': 'Honda', '2HG': 'Honda', '5FN': 'Honda', '5J6': 'Honda', '2HK': 'Honda', '19X': 'Honda',
      '5FP': 'Honda',
      JN1: 'Nissan', '1N4': 'Nissan', '5N1': 'Nissan',
      KMH: 'Hyundai', '5NP': 'Hyundai',
      KNA: 'Kia', KND: 'Kia', '5XY': 'Kia',
      WBA: 'BMW', '5UX': 'BMW',
      WDD: 'Mercedes-Benz', '4JG': 'Mercedes-Benz', W1K: 'Mercedes-Benz',
      WVW: 'Volkswagen', '3VW': 'Volkswagen', '1VW': 'Volkswagen',
      WAU: 'Audi',
      JF1: 'Subaru', JF2: 'Subaru', '4S3': 'Subaru', '4S4': 'Subaru',
      JM1: 'Mazda', JM3: 'Mazda',
      '1C3': 'Chrysler', '1C4': 'Jeep', '1C6': 'Ram', '2C3': 'Dodge', '3C6': 'Ram',
      '5YJ': 'Tesla', '7SA': 'Tesla',
      SAL: 'Land Rover', SAJ: 'Jaguar',
      YV1: 'Volvo', YV4: 'Volvo',
      ZFA: 'Fiat',
      '1LN': 'Lincoln',
      JA4: 'Mitsubishi', ML3: 'Mitsubishi',
    };
    for (const [wmi, make] of Object.entries(makes)) expect([wmi, WMI_TABLE[wmi]]).toEqual([wmi, make]);
  });
  it('holds only well-formed identifiers', () => {
    for (const wmi of Object.keys(WMI_TABLE)) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
  });
});
