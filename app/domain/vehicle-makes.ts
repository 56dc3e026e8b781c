/** The mainstream brands the make selects offer (SPEC §9: an allow-list of about 36, sorted by name). */
export const ALLOWED_MAKES = [
  "Acura",
  "Alfa Romeo",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Dodge",
  "Ford",
  "Genesis",
  "GMC",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Jaguar",
  "Jeep",
  "Kia",
  "Land Rover",
  "Lexus",
  "Lincoln",
  "Maserati",
  "Mazda",
  "Mercedes-Benz",
  "Mini",
  "Mitsubishi",
  "Nissan",
  "Polestar",
  "Porsche",
  "Ram",
  "Rivian",
  "Subaru",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
] as const;

const BY_UPPER_NAME = new Map<string, string>(ALLOWED_MAKES.map((name) => [name.toUpperCase(), name]));

/** vPIC spells makes in capitals ("MERCEDES-BENZ"); we show and store our own spelling. */
export function allowedMakeName(vpicName: string): string | undefined {
  return BY_UPPER_NAME.get(vpicName.trim().toUpperCase());
}

export type VehicleMake = { id: number; name: string };
