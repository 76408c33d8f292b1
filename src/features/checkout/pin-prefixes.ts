import type { ShippingRegion } from './indian-states';
import { PIN_DIGITS } from '@/lib/indian-formats';

/**
 * The leading digits of the PIN codes each state or union territory uses (India Post's
 * postal circles). Kept as data; a few areas share prefixes, so a match is any prefix.
 */
const PIN_PREFIXES: Record<ShippingRegion, string[]> = {
  Delhi: ['11'],
  Haryana: ['12', '13'],
  Punjab: ['14', '15', '16'],
  Chandigarh: ['16'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['194'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Gujarat: ['36', '37', '38', '39'],
  'Dadra and Nagar Haveli and Daman and Diu': ['396'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Goa: ['403'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Chhattisgarh: ['49'],
  Telangana: ['50'],
  'Andhra Pradesh': ['51', '52', '53'],
  Karnataka: ['56', '57', '58', '59'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Puducherry: ['533', '605', '607', '609', '673'],
  Kerala: ['67', '68', '69'],
  Lakshadweep: ['682'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  'Andaman and Nicobar Islands': ['744'],
  Sikkim: ['737'],
  Odisha: ['75', '76', '77'],
  Assam: ['78'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Meghalaya: ['793', '794'],
  Manipur: ['795'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Tripura: ['799'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Jharkhand: ['81', '82', '83', '85'],
};

/** True unless a complete PIN code clearly belongs elsewhere than the chosen state. */
export function pinMatchesRegion(pin: string, region: string) {
  if (!PIN_DIGITS.test(pin)) return true;
  const prefixes = PIN_PREFIXES[region as ShippingRegion];
  return !prefixes || prefixes.some((prefix) => pin.startsWith(prefix));
}
