import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The 28 states of India, as the spec's State list offers them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The 8 union territories, offered after the states: a shop that cannot ship to Delhi turns away its largest city. */
export const UNION_TERRITORIES = [
  'Delhi',
  'Chandigarh',
  'Jammu and Kashmir',
  'Ladakh',
  'Puducherry',
  'Lakshadweep',
  'Andaman and Nicobar Islands',
  'Dadra and Nagar Haveli and Daman and Diu',
] as const;

export const SHIPPING_REGIONS = [...INDIAN_STATES, ...UNION_TERRITORIES] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

/** Each region's name as the page's language writes it; the order carries the English one. */
export const REGION_NAMES: Record<ShippingRegion, MessageDescriptor> = {
  'Andhra Pradesh': msg`Andhra Pradesh`,
  'Arunachal Pradesh': msg`Arunachal Pradesh`,
  Assam: msg`Assam`,
  Bihar: msg`Bihar`,
  Chhattisgarh: msg`Chhattisgarh`,
  Goa: msg`Goa`,
  Gujarat: msg`Gujarat`,
  Haryana: msg`Haryana`,
  'Himachal Pradesh': msg`Himachal Pradesh`,
  Jharkhand: msg`Jharkhand`,
  Karnataka: msg`Karnataka`,
  Kerala: msg`Kerala`,
  'Madhya Pradesh': msg`Madhya Pradesh`,
  Maharashtra: msg`Maharashtra`,
  Manipur: msg`Manipur`,
  Meghalaya: msg`Meghalaya`,
  Mizoram: msg`Mizoram`,
  Nagaland: msg`Nagaland`,
  Odisha: msg`Odisha`,
  Punjab: msg`Punjab`,
  Rajasthan: msg`Rajasthan`,
  Sikkim: msg`Sikkim`,
  'Tamil Nadu': msg`Tamil Nadu`,
  Telangana: msg`Telangana`,
  Tripura: msg`Tripura`,
  'Uttar Pradesh': msg`Uttar Pradesh`,
  Uttarakhand: msg`Uttarakhand`,
  'West Bengal': msg`West Bengal`,
  Delhi: msg`Delhi`,
  Chandigarh: msg`Chandigarh`,
  'Jammu and Kashmir': msg`Jammu and Kashmir`,
  Ladakh: msg`Ladakh`,
  Puducherry: msg`Puducherry`,
  Lakshadweep: msg`Lakshadweep`,
  'Andaman and Nicobar Islands': msg`Andaman and Nicobar Islands`,
  'Dadra and Nagar Haveli and Daman and Diu': msg`Dadra and Nagar Haveli and Daman and Diu`,
};
