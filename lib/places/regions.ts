/**
 * Region names for the countries in lib/places/places.tsv.gz: GeoNames admin1 codes → names and
 * the abbreviations people write (US "OR", Canada "ON", Australia "NSW").
 */
export const COUNTRY_NAMES: Record<string, string[]> = {
  US: ["us", "usa", "united states", "united states of america", "america"],
  GB: ["gb", "uk", "united kingdom", "great britain", "britain"],
  CA: ["ca", "canada"],
  AU: ["au", "australia"],
  IE: ["ie", "ireland", "eire", "republic of ireland"],
  NZ: ["nz", "new zealand", "aotearoa"],
};

/** [admin1 code, name, ...abbreviations] per country. US codes are the postal abbreviations. */
export const REGIONS: Record<string, [string, string, ...string[]][]> = {
  US: [
    ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"], ["CO", "Colorado"],
    ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia", "Washington DC"], ["FL", "Florida"], ["GA", "Georgia"],
    ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"],
    ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"],
    ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"],
    ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"],
    ["OK", "Oklahoma"], ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"],
    ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"],
    ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"], ["PR", "Puerto Rico"],
  ],
  CA: [
    ["01", "Alberta", "AB"], ["02", "British Columbia", "BC"], ["03", "Manitoba", "MB"], ["04", "New Brunswick", "NB"],
    ["05", "Newfoundland and Labrador", "NL"], ["07", "Nova Scotia", "NS"], ["08", "Ontario", "ON"], ["09", "Prince Edward Island", "PE"],
    ["10", "Quebec", "QC", "Québec"], ["11", "Saskatchewan", "SK"], ["12", "Yukon", "YT"], ["13", "Northwest Territories", "NT"], ["14", "Nunavut", "NU"],
  ],
  AU: [
    ["01", "Australian Capital Territory", "ACT"], ["02", "New South Wales", "NSW"], ["03", "Northern Territory", "NT"], ["04", "Queensland", "QLD"],
    ["05", "South Australia", "SA"], ["06", "Tasmania", "TAS"], ["07", "Victoria", "VIC"], ["08", "Western Australia", "WA"],
  ],
  GB: [["ENG", "England"], ["SCT", "Scotland"], ["WLS", "Wales"], ["NIR", "Northern Ireland", "NI"]],
  IE: [["C", "Connacht"], ["L", "Leinster"], ["M", "Munster"], ["U", "Ulster"]],
  NZ: [
    ["E7", "Auckland"], ["E8", "Bay of Plenty"], ["E9", "Canterbury"], ["F1", "Gisborne"], ["F2", "Hawke's Bay"], ["F3", "Manawatu-Wanganui"],
    ["F4", "Marlborough"], ["F5", "Nelson"], ["F6", "Northland"], ["F7", "Otago"], ["F8", "Southland"], ["F9", "Taranaki"], ["G1", "Waikato"],
    ["G2", "Wellington"], ["G3", "West Coast"], ["TAS", "Tasman"],
  ],
};

/** Irish counties: people write the county, GeoNames keys Ireland by province. */
export const IRISH_COUNTIES = [
  "carlow", "cavan", "clare", "cork", "donegal", "dublin", "galway", "kerry", "kildare", "kilkenny", "laois", "leitrim", "limerick",
  "longford", "louth", "mayo", "meath", "monaghan", "offaly", "roscommon", "sligo", "tipperary", "waterford", "westmeath", "wexford", "wicklow",
];
