import { DAY_MS } from "#app/domain/constants.ts";
import { buildVin } from "./vin.ts";

type Template = {
  year: number;
  make: string;
  model: string;
  trim: string;
  prefix: string;
  plant: string;
  transmission?: string;
  drivetrain?: string;
  fuelType?: string;
  bodyStyle?: string;
  engine?: string;
};

const full = (transmission: string, drivetrain: string, fuelType: string, bodyStyle: string, engine: string) => ({
  transmission,
  drivetrain,
  fuelType,
  bodyStyle,
  engine,
});

// Real models with the WMI and descriptor of their VINs. Entries without transmission, drivetrain or
// fuel type exercise the enrichment of SPEC §4.
const TEMPLATES: Template[] = [
  {
    year: 2025,
    make: "Toyota",
    model: "Camry",
    trim: "XSE",
    prefix: "4T1DAACK",
    plant: "U",
    ...full("Automatic", "FWD", "Hybrid", "Sedan", "4-cyl 2.5L"),
  },
  { year: 2025, make: "Toyota", model: "RAV4", trim: "XLE Premium", prefix: "2T3P1RFV", plant: "C" },
  {
    year: 2026,
    make: "Toyota",
    model: "Tacoma",
    trim: "TRD Off-Road",
    prefix: "3TMLB5JN",
    plant: "M",
    ...full("Automatic", "4WD", "Gasoline", "Pickup", "4-cyl 2.4L"),
  },
  {
    year: 2025,
    make: "Honda",
    model: "Accord",
    trim: "Sport-L Hybrid",
    prefix: "1HGCY2F7",
    plant: "A",
    ...full("CVT", "FWD", "Hybrid", "Sedan", "4-cyl 2.0L"),
  },
  {
    year: 2026,
    make: "Honda",
    model: "CR-V",
    trim: "EX-L",
    prefix: "7FARS4H5",
    plant: "E",
    transmission: "CVT",
    bodyStyle: "SUV",
    engine: "4-cyl 1.5L",
  },
  {
    year: 2025,
    make: "Honda",
    model: "Civic",
    trim: "Sport",
    prefix: "2HGFE2F5",
    plant: "H",
    ...full("CVT", "FWD", "Gasoline", "Sedan", "4-cyl 2.0L"),
  },
  {
    year: 2025,
    make: "Ford",
    model: "F-150",
    trim: "Lariat",
    prefix: "1FTFW1E5",
    plant: "F",
    ...full("10-Speed Automatic", "4WD", "Gasoline", "Pickup", "6-cyl 3.5L"),
  },
  { year: 2025, make: "Ford", model: "Mustang Mach-E", trim: "Premium AWD", prefix: "3FMTK3SU", plant: "M" },
  {
    year: 2026,
    make: "Chevrolet",
    model: "Silverado 1500",
    trim: "LT Trail Boss",
    prefix: "1GCUDDED",
    plant: "Z",
    ...full("10-Speed Automatic", "4WD", "Gasoline", "Pickup", "8-cyl 5.3L"),
  },
  {
    year: 2025,
    make: "Chevrolet",
    model: "Equinox",
    trim: "RS",
    prefix: "3GNAXKEG",
    plant: "L",
    drivetrain: "AWD",
    bodyStyle: "SUV",
    engine: "4-cyl 1.5L",
  },
  {
    year: 2025,
    make: "Tesla",
    model: "Model 3",
    trim: "Long Range",
    prefix: "5YJ3E1EB",
    plant: "F",
    ...full("Single-Speed", "AWD", "Electric", "Sedan", "Dual Motor"),
  },
  { year: 2026, make: "Tesla", model: "Model Y", trim: "Long Range AWD", prefix: "7SAYGDEE", plant: "F" },
  {
    year: 2025,
    make: "BMW",
    model: "X5",
    trim: "xDrive40i",
    prefix: "5UX23EU0",
    plant: "9",
    ...full("8-Speed Automatic", "AWD", "Gasoline", "SUV", "6-cyl 3.0L"),
  },
  { year: 2026, make: "BMW", model: "330i", trim: "M Sport", prefix: "3MW89FF0", plant: "8", fuelType: "Gasoline", bodyStyle: "Sedan" },
  {
    year: 2025,
    make: "Mercedes-Benz",
    model: "GLC 300",
    trim: "4MATIC",
    prefix: "W1N0G8EB",
    plant: "V",
    ...full("9-Speed Automatic", "AWD", "Gasoline", "SUV", "4-cyl 2.0L"),
  },
  { year: 2025, make: "Audi", model: "Q5", trim: "Premium Plus", prefix: "WA1BAAFY", plant: "2" },
  {
    year: 2026,
    make: "Lexus",
    model: "RX 350h",
    trim: "Premium",
    prefix: "2T2BAMCA",
    plant: "C",
    ...full("CVT", "AWD", "Hybrid", "SUV", "4-cyl 2.5L"),
  },
  {
    year: 2025,
    make: "Hyundai",
    model: "Tucson",
    trim: "Limited",
    prefix: "5NMJFCDE",
    plant: "H",
    ...full("8-Speed Automatic", "AWD", "Gasoline", "SUV", "4-cyl 2.5L"),
  },
  {
    year: 2026,
    make: "Kia",
    model: "Telluride",
    trim: "SX X-Pro",
    prefix: "5XYP5DGC",
    plant: "G",
    transmission: "8-Speed Automatic",
    bodyStyle: "SUV",
  },
  {
    year: 2025,
    make: "Subaru",
    model: "Outback",
    trim: "Touring XT",
    prefix: "4S4BTGND",
    plant: "3",
    ...full("CVT", "AWD", "Gasoline", "Wagon", "4-cyl 2.4L"),
  },
  { year: 2025, make: "Mazda", model: "CX-5", trim: "2.5 Turbo Signature", prefix: "JM3KFBCM", plant: "0" },
  {
    year: 2025,
    make: "Nissan",
    model: "Rogue",
    trim: "SL",
    prefix: "JN8BT3BB",
    plant: "W",
    ...full("CVT", "AWD", "Gasoline", "SUV", "3-cyl 1.5L"),
  },
  {
    year: 2025,
    make: "Jeep",
    model: "Grand Cherokee",
    trim: "Limited 4xe",
    prefix: "1C4RJYB6",
    plant: "8",
    ...full("8-Speed Automatic", "4WD", "Plug-in Hybrid", "SUV", "4-cyl 2.0L"),
  },
  { year: 2025, make: "Volkswagen", model: "ID.4", trim: "Pro S", prefix: "1V2VMPE8", plant: "C", drivetrain: "RWD" },
  {
    year: 2025,
    make: "Porsche",
    model: "Macan",
    trim: "S",
    prefix: "WP1AG2A5",
    plant: "L",
    ...full("7-Speed PDK", "AWD", "Gasoline", "SUV", "6-cyl 2.9L"),
  },
  {
    year: 2026,
    make: "Genesis",
    model: "GV70",
    trim: "2.5T Sport Prestige",
    prefix: "KMUMBDTC",
    plant: "U",
    ...full("8-Speed Automatic", "AWD", "Gasoline", "SUV", "4-cyl 2.5L"),
  },
];

// [template index, days ago, savings off MSRP]. Several share make/model/year/trim with different
// savings (de-duplication), a few sit below $1,000 and below $100, and dates span 100 days.
const DEALS: [number, number, number][] = [
  [0, 1, 3250],
  [0, 9, 2800],
  [0, 30, 4100],
  [1, 2, 2450],
  [1, 16, 3100],
  [2, 3, 4200],
  [3, 4, 2900],
  [4, 5, 2650],
  [4, 22, 1950],
  [5, 6, 1800],
  [5, 41, 2150],
  [6, 7, 7800],
  [6, 12, 6900],
  [7, 8, 5400],
  [8, 10, 6400],
  [9, 11, 2200],
  [10, 13, 1500],
  [11, 14, 2100],
  [12, 15, 8900],
  [13, 17, 4300],
  [14, 18, 5200],
  [15, 19, 4600],
  [16, 20, 3900],
  [17, 21, 2750],
  [18, 23, 3600],
  [19, 24, 2350],
  [20, 25, 1900],
  [21, 26, 2600],
  [22, 27, 9400],
  [23, 28, 6200],
  [24, 29, 11500],
  [25, 31, 5100],
  [3, 33, 850],
  [9, 35, 640],
  [16, 38, 75],
  [20, 43, 50],
  [1, 47, 3800],
  [7, 52, 4700],
  [12, 60, 7300],
  [24, 68, 9800],
  [14, 75, 4400],
  [2, 83, 3500],
  [10, 91, 950],
  [6, 99, 6100],
];

export function seedDeals(today: Date) {
  return DEALS.map(([templateIndex, daysAgo, savings], i) => {
    const t = TEMPLATES[templateIndex];
    if (!t) throw new Error(`no template ${templateIndex}`);
    const date = new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    return {
      id: i + 1,
      year: t.year,
      make: t.make,
      model: t.model,
      trim: t.trim,
      vin: buildVin(t.prefix, t.year, t.plant, 104_217 + i * 7_919),
      transmission: t.transmission ?? null,
      drivetrain: t.drivetrain ?? null,
      fuelType: t.fuelType ?? null,
      bodyStyle: t.bodyStyle ?? null,
      engine: t.engine ?? null,
      savingsOffMsrp: savings,
      dateNegotiated: date,
      updatedAt: null,
    };
  });
}
