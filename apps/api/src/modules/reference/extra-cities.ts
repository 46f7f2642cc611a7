/**
 * Cities the `country-state-city` package does not hold, kept here as reference data (spec 02
 * §3: "UK postcode areas and UAE cities are included"; Hong Kong lists states with cities).
 *
 * - The United Kingdom's postcode areas (Royal Mail): the letters that start a postcode and the
 *   post town each is named after, with the Crown Dependencies' three (GY, JE, IM). London's
 *   eight areas share one post town. They are the cities of every GB state, as a UK address's
 *   town is its post town wherever the county lies.
 * - Hong Kong's 18 districts (the package's states of HK) and the areas people write as the
 *   town of an address there; the package has no cities for them.
 * The Emirates' cities come from the package (39 across the seven emirates).
 */
export const UK_POSTCODE_AREAS: ReadonlyArray<readonly [code: string, town: string]> = [
  ['AB', 'Aberdeen'], ['AL', 'St Albans'], ['B', 'Birmingham'], ['BA', 'Bath'], ['BB', 'Blackburn'], ['BD', 'Bradford'],
  ['BH', 'Bournemouth'], ['BL', 'Bolton'], ['BN', 'Brighton'], ['BR', 'Bromley'], ['BS', 'Bristol'], ['BT', 'Belfast'],
  ['CA', 'Carlisle'], ['CB', 'Cambridge'], ['CF', 'Cardiff'], ['CH', 'Chester'], ['CM', 'Chelmsford'], ['CO', 'Colchester'],
  ['CR', 'Croydon'], ['CT', 'Canterbury'], ['CV', 'Coventry'], ['CW', 'Crewe'], ['DA', 'Dartford'], ['DD', 'Dundee'],
  ['DE', 'Derby'], ['DG', 'Dumfries'], ['DH', 'Durham'], ['DL', 'Darlington'], ['DN', 'Doncaster'], ['DT', 'Dorchester'],
  ['DY', 'Dudley'], ['E', 'London'], ['EC', 'London'], ['EH', 'Edinburgh'], ['EN', 'Enfield'], ['EX', 'Exeter'],
  ['FK', 'Falkirk'], ['FY', 'Blackpool'], ['G', 'Glasgow'], ['GL', 'Gloucester'], ['GU', 'Guildford'], ['GY', 'Guernsey'],
  ['HA', 'Harrow'], ['HD', 'Huddersfield'], ['HG', 'Harrogate'], ['HP', 'Hemel Hempstead'], ['HR', 'Hereford'], ['HS', 'Outer Hebrides'],
  ['HU', 'Hull'], ['HX', 'Halifax'], ['IG', 'Ilford'], ['IM', 'Isle of Man'], ['IP', 'Ipswich'], ['IV', 'Inverness'],
  ['JE', 'Jersey'], ['KA', 'Kilmarnock'], ['KT', 'Kingston upon Thames'], ['KW', 'Kirkwall'], ['KY', 'Kirkcaldy'], ['L', 'Liverpool'],
  ['LA', 'Lancaster'], ['LD', 'Llandrindod Wells'], ['LE', 'Leicester'], ['LL', 'Llandudno'], ['LN', 'Lincoln'], ['LS', 'Leeds'],
  ['LU', 'Luton'], ['M', 'Manchester'], ['ME', 'Rochester'], ['MK', 'Milton Keynes'], ['ML', 'Motherwell'], ['N', 'London'],
  ['NE', 'Newcastle upon Tyne'], ['NG', 'Nottingham'], ['NN', 'Northampton'], ['NP', 'Newport'], ['NR', 'Norwich'], ['NW', 'London'],
  ['OL', 'Oldham'], ['OX', 'Oxford'], ['PA', 'Paisley'], ['PE', 'Peterborough'], ['PH', 'Perth'], ['PL', 'Plymouth'],
  ['PO', 'Portsmouth'], ['PR', 'Preston'], ['RG', 'Reading'], ['RH', 'Redhill'], ['RM', 'Romford'], ['S', 'Sheffield'],
  ['SA', 'Swansea'], ['SE', 'London'], ['SG', 'Stevenage'], ['SK', 'Stockport'], ['SL', 'Slough'], ['SM', 'Sutton'],
  ['SN', 'Swindon'], ['SO', 'Southampton'], ['SP', 'Salisbury'], ['SR', 'Sunderland'], ['SS', 'Southend-on-Sea'], ['ST', 'Stoke-on-Trent'],
  ['SW', 'London'], ['SY', 'Shrewsbury'], ['TA', 'Taunton'], ['TD', 'Galashiels'], ['TF', 'Telford'], ['TN', 'Tonbridge'],
  ['TQ', 'Torquay'], ['TR', 'Truro'], ['TS', 'Cleveland'], ['TW', 'Twickenham'], ['UB', 'Southall'], ['W', 'London'],
  ['WA', 'Warrington'], ['WC', 'London'], ['WD', 'Watford'], ['WF', 'Wakefield'], ['WN', 'Wigan'], ['WR', 'Worcester'],
  ['WS', 'Walsall'], ['WV', 'Wolverhampton'], ['YO', 'York'], ['ZE', 'Lerwick'],
];

/** Hong Kong's districts (the package's state codes) and their areas. */
export const HK_AREAS: Readonly<Record<string, readonly string[]>> = {
  HCW: ['Central', 'Sheung Wan', 'Sai Ying Pun', 'Kennedy Town', 'Mid-Levels', 'The Peak'],
  HWC: ['Wan Chai', 'Causeway Bay', 'Happy Valley', 'Tai Hang'],
  HEA: ['North Point', 'Quarry Bay', 'Tai Koo', 'Shau Kei Wan', 'Chai Wan', 'Siu Sai Wan'],
  HSO: ['Aberdeen', 'Ap Lei Chau', 'Pok Fu Lam', 'Repulse Bay', 'Stanley', 'Wong Chuk Hang'],
  KYT: ['Tsim Sha Tsui', 'Jordan', 'Yau Ma Tei', 'Mong Kok', 'Tai Kok Tsui'],
  KSS: ['Sham Shui Po', 'Cheung Sha Wan', 'Lai Chi Kok', 'Mei Foo', 'Shek Kip Mei'],
  KKC: ['Hung Hom', 'To Kwa Wan', 'Kowloon City', 'Kowloon Tong', 'Ho Man Tin'],
  KWT: ['Wong Tai Sin', 'Diamond Hill', 'San Po Kong', 'Tsz Wan Shan', 'Lok Fu'],
  KKT: ['Kwun Tong', 'Ngau Tau Kok', 'Kowloon Bay', 'Lam Tin', 'Yau Tong'],
  NKT: ['Kwai Chung', 'Tsing Yi'],
  NTW: ['Tsuen Wan', 'Ma Wan'],
  NTM: ['Tuen Mun'],
  NYL: ['Yuen Long', 'Tin Shui Wai', 'Kam Tin'],
  NNO: ['Sheung Shui', 'Fanling', 'Sha Tau Kok'],
  NST: ['Sha Tin', 'Ma On Shan', 'Fo Tan', 'Tai Wai'],
  NSK: ['Sai Kung', 'Tseung Kwan O'],
  NIS: ['Tung Chung', 'Lantau Island', 'Cheung Chau', 'Lamma Island', 'Discovery Bay'],
};
