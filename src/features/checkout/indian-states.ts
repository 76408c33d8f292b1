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
