// Up to three example models for an exploring buyer (SPEC §3, §9): a monthly budget x 60 / 1.2 gives an
// equivalent price; models whose MSRP falls in 60%-110% of it match, the most popular first.

export type CatalogueModel = { make: string; model: string; msrp: number; volume: number };

export const MODEL_CATALOGUE: Record<string, CatalogueModel[]> = {
  sedan: [
    { make: "Toyota", model: "Corolla", msrp: 22_500, volume: 230_000 },
    { make: "Honda", model: "Civic", msrp: 24_500, volume: 200_000 },
    { make: "Toyota", model: "Camry", msrp: 28_400, volume: 290_000 },
    { make: "Honda", model: "Accord", msrp: 28_900, volume: 170_000 },
    { make: "Tesla", model: "Model 3", msrp: 42_500, volume: 190_000 },
    { make: "BMW", model: "3 Series", msrp: 46_700, volume: 40_000 },
    { make: "Mercedes-Benz", model: "E-Class", msrp: 62_000, volume: 30_000 },
  ],
  suv: [
    { make: "Hyundai", model: "Kona", msrp: 25_000, volume: 70_000 },
    { make: "Toyota", model: "RAV4", msrp: 29_800, volume: 430_000 },
    { make: "Honda", model: "CR-V", msrp: 30_900, volume: 400_000 },
    { make: "Kia", model: "Telluride", msrp: 37_000, volume: 110_000 },
    { make: "Toyota", model: "Highlander", msrp: 40_000, volume: 150_000 },
    { make: "Lexus", model: "RX", msrp: 50_000, volume: 110_000 },
    { make: "BMW", model: "X5", msrp: 66_000, volume: 60_000 },
  ],
  truck: [
    { make: "Ford", model: "Maverick", msrp: 24_000, volume: 130_000 },
    { make: "Toyota", model: "Tacoma", msrp: 32_000, volume: 230_000 },
    { make: "Chevrolet", model: "Silverado 1500", msrp: 38_000, volume: 550_000 },
    { make: "Ford", model: "F-150", msrp: 39_000, volume: 750_000 },
    { make: "Ram", model: "1500", msrp: 41_000, volume: 370_000 },
    { make: "Rivian", model: "R1T", msrp: 70_000, volume: 20_000 },
  ],
  ev: [
    { make: "Chevrolet", model: "Equinox EV", msrp: 35_000, volume: 50_000 },
    { make: "Hyundai", model: "Ioniq 5", msrp: 42_600, volume: 45_000 },
    { make: "Tesla", model: "Model 3", msrp: 42_500, volume: 190_000 },
    { make: "Tesla", model: "Model Y", msrp: 45_000, volume: 400_000 },
    { make: "Ford", model: "Mustang Mach-E", msrp: 40_000, volume: 50_000 },
    { make: "Rivian", model: "R1S", msrp: 76_000, volume: 15_000 },
  ],
  coupe: [
    { make: "Toyota", model: "GR86", msrp: 29_300, volume: 15_000 },
    { make: "Ford", model: "Mustang", msrp: 31_900, volume: 45_000 },
    { make: "BMW", model: "4 Series", msrp: 50_000, volume: 15_000 },
    { make: "Chevrolet", model: "Corvette", msrp: 69_000, volume: 30_000 },
    { make: "Porsche", model: "911", msrp: 120_000, volume: 11_000 },
  ],
  minivan: [
    { make: "Kia", model: "Carnival", msrp: 36_000, volume: 60_000 },
    { make: "Honda", model: "Odyssey", msrp: 39_000, volume: 80_000 },
    { make: "Toyota", model: "Sienna", msrp: 39_500, volume: 100_000 },
    { make: "Chrysler", model: "Pacifica", msrp: 40_000, volume: 80_000 },
  ],
  wagon: [
    { make: "Subaru", model: "Outback", msrp: 30_000, volume: 150_000 },
    { make: "Volvo", model: "V60 Cross Country", msrp: 50_000, volume: 5_000 },
    { make: "Audi", model: "A6 allroad", msrp: 70_000, volume: 3_000 },
  ],
  convertible: [
    { make: "Mazda", model: "MX-5 Miata", msrp: 29_000, volume: 8_000 },
    { make: "Ford", model: "Mustang Convertible", msrp: 38_000, volume: 10_000 },
    { make: "BMW", model: "Z4", msrp: 54_000, volume: 3_000 },
    { make: "Porsche", model: "718 Boxster", msrp: 72_000, volume: 4_000 },
  ],
  hatchback: [
    { make: "Honda", model: "Civic Hatchback", msrp: 26_000, volume: 50_000 },
    { make: "Mazda", model: "Mazda3 Hatchback", msrp: 25_000, volume: 30_000 },
    { make: "Volkswagen", model: "Golf GTI", msrp: 32_000, volume: 20_000 },
    { make: "Toyota", model: "Prius", msrp: 28_000, volume: 40_000 },
  ],
};

export const SUGGESTION_BAND = { low: 0.6, high: 1.1 } as const;

/** SPEC §9's equivalence of a monthly payment and a price: 60 months, with a 20% margin. */
export const FINANCE_TERM = { months: 60, margin: 1.2 } as const;

/** SPEC §9: the price a monthly payment stands for. */
export const monthlyToPrice = (monthly: number) => (monthly * FINANCE_TERM.months) / FINANCE_TERM.margin;

/** The same rule read the other way: the monthly payment a price stands for (a hero budget). */
export const priceToMonthly = (price: number) => (price * FINANCE_TERM.margin) / FINANCE_TERM.months;

export function suggestModels(bodyStyle: string, budget: number, monthly: boolean): CatalogueModel[] {
  const price = monthly ? monthlyToPrice(budget) : budget;
  return (MODEL_CATALOGUE[bodyStyle] ?? [])
    .filter((m) => m.msrp >= price * SUGGESTION_BAND.low && m.msrp <= price * SUGGESTION_BAND.high)
    .sort((a, b) => b.volume - a.volume)
    .slice(0, 3);
}
