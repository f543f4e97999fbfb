/** Countries offered at checkout, with their states or provinces. Disabled ones exist but are not offered. */
export type CountrySeed = { name: string; iso: string; enabled: boolean; states: Array<[name: string, abbreviation: string]> }

export const US_STATES: Array<[string, string]> = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'],
  ['Colorado', 'CO'], ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'],
  ['Georgia', 'GA'], ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'],
  ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'], ['Maine', 'ME'],
  ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'], ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'],
  ['Ohio', 'OH'], ['Oklahoma', 'OK'], ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'], ['South Dakota', 'SD'], ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'],
  ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'], ['West Virginia', 'WV'], ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
]


export const COUNTRIES: CountrySeed[] = [
  { name: 'United States', iso: 'US', enabled: true, states: US_STATES },
  {
    name: 'Canada',
    iso: 'CA',
    enabled: true,
    states: [
      ['Alberta', 'AB'], ['British Columbia', 'BC'], ['Manitoba', 'MB'], ['New Brunswick', 'NB'],
      ['Newfoundland and Labrador', 'NL'], ['Northwest Territories', 'NT'], ['Nova Scotia', 'NS'], ['Nunavut', 'NU'],
      ['Ontario', 'ON'], ['Prince Edward Island', 'PE'], ['Quebec', 'QC'], ['Saskatchewan', 'SK'], ['Yukon', 'YT'],
    ],
  },
  {
    name: 'Mexico',
    iso: 'MX',
    enabled: true,
    states: [
      ['Baja California', 'BCN'], ['Chihuahua', 'CHH'], ['Ciudad de México', 'CMX'], ['Jalisco', 'JAL'],
      ['Nuevo León', 'NLE'], ['Oaxaca', 'OAX'], ['Puebla', 'PUE'], ['Sonora', 'SON'], ['Veracruz', 'VER'], ['Yucatán', 'YUC'],
    ],
  },
  {
    name: 'United Kingdom',
    iso: 'GB',
    enabled: true,
    states: [['England', 'ENG'], ['Northern Ireland', 'NIR'], ['Scotland', 'SCT'], ['Wales', 'WLS']],
  },
  { name: 'Ireland', iso: 'IE', enabled: true, states: [] },
  { name: 'Germany', iso: 'DE', enabled: false, states: [] },
  { name: 'France', iso: 'FR', enabled: false, states: [] },
  {
    name: 'Australia',
    iso: 'AU',
    enabled: false,
    states: [
      ['New South Wales', 'NSW'], ['Queensland', 'QLD'], ['South Australia', 'SA'], ['Tasmania', 'TAS'],
      ['Victoria', 'VIC'], ['Western Australia', 'WA'],
    ],
  },
]
