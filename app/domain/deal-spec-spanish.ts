/**
 * The deal cards' spec values as a Spanish page shows them. The values come from vPIC's decoder (Body
 * Class, Fuel Type - Primary, Transmission Style, Drive Type, the cylinders and displacement made into
 * "4-cyl 2.5L"), from vPIC's vehicle type for a deal without a VIN, or as an advisor typed them in the
 * deals admin in the same shapes ("10-Speed Automatic", "FWD", "Sedan"). The table holds vPIC's own
 * value lists; a value it does not know is read part by part ("A/B" and "N-Speed X" shapes), and one
 * still unknown is shown as stored: it is then a maker's own name ("PDK", "Dual Motor" aside), which a
 * Spanish reader meets in English too.
 */
export type DealSpecField = "transmission" | "drivetrain" | "fuelType" | "engine" | "bodyStyle";

const TRANSMISSIONS: Record<string, string> = {
  automatic: "Automática",
  "manual/standard": "Manual",
  manual: "Manual",
  standard: "Manual",
  "continuously variable transmission (cvt)": "Variable continua (CVT)",
  cvt: "Variable continua (CVT)",
  "electronic continuously variable (e-cvt)": "Variable continua electrónica (e-CVT)",
  "e-cvt": "Variable continua electrónica (e-CVT)",
  "dual-clutch transmission (dct)": "Doble embrague (DCT)",
  "dual-clutch": "Doble embrague (DCT)",
  dct: "Doble embrague (DCT)",
  "automated manual transmission (amt)": "Manual automatizada (AMT)",
  amt: "Manual automatizada (AMT)",
  "single-speed": "De una velocidad",
  "single speed": "De una velocidad",
  "1-speed": "De una velocidad",
  "direct drive": "Directa",
};

const DRIVE_TYPES: Record<string, string> = {
  "fwd/front-wheel drive": "Delantera (FWD)",
  fwd: "Delantera (FWD)",
  "front-wheel drive": "Delantera (FWD)",
  "rwd/rear-wheel drive": "Trasera (RWD)",
  rwd: "Trasera (RWD)",
  "rear-wheel drive": "Trasera (RWD)",
  "awd/all-wheel drive": "Integral (AWD)",
  awd: "Integral (AWD)",
  "all-wheel drive": "Integral (AWD)",
  "4wd/4-wheel drive/4x4": "4x4 (4WD)",
  "4wd": "4x4 (4WD)",
  "4-wheel drive": "4x4 (4WD)",
  "four-wheel drive": "4x4 (4WD)",
  "4x4": "4x4 (4WD)",
  "2wd": "En 2 ruedas (2WD)",
  "2wd/4wd": "En 2 ruedas o 4x4 (2WD/4WD)",
};

const FUEL_TYPES: Record<string, string> = {
  gasoline: "Gasolina",
  gas: "Gasolina",
  diesel: "Diésel",
  electric: "Eléctrico",
  hybrid: "Híbrido",
  "gasoline hybrid": "Híbrido",
  "plug-in hybrid": "Híbrido enchufable",
  "plug-in hybrid electric": "Híbrido enchufable",
  "ethanol (e85)": "Etanol (E85)",
  "flexible fuel vehicle (ffv)": "Flexible (FFV)",
  "flex fuel": "Flexible (FFV)",
  "compressed natural gas (cng)": "Gas natural comprimido (GNC)",
  "liquefied natural gas (lng)": "Gas natural licuado (GNL)",
  "natural gas": "Gas natural",
  "liquefied petroleum gas (propane or lpg)": "Gas propano (LPG)",
  hydrogen: "Hidrógeno",
  "compressed hydrogen/hydrogen": "Hidrógeno",
  "fuel cell": "Celda de combustible",
  "methanol (m85)": "Metanol (M85)",
  "neat ethanol (e100)": "Etanol puro (E100)",
  "neat methanol (m100)": "Metanol puro (M100)",
};

const BODY_CLASSES: Record<string, string> = {
  sedan: "Sedán",
  "sedan/saloon": "Sedán",
  suv: "SUV",
  "sport utility vehicle (suv)/multi-purpose vehicle (mpv)": "SUV",
  "sport utility vehicle (suv)": "SUV",
  "crossover utility vehicle (cuv)": "Crossover (CUV)",
  crossover: "Crossover (CUV)",
  pickup: "Camioneta pickup",
  "pickup truck": "Camioneta pickup",
  truck: "Camioneta",
  "sport utility truck (sut)": "Pickup deportiva (SUT)",
  coupe: "Cupé",
  convertible: "Convertible",
  "cabriolet/convertible": "Convertible",
  "convertible/cabriolet": "Convertible",
  roadster: "Roadster",
  hatchback: "Hatchback",
  "hatchback/liftback/notchback": "Hatchback",
  wagon: "Station wagon",
  "station wagon": "Station wagon",
  minivan: "Minivan",
  van: "Van",
  "cargo van": "Van de carga",
  "passenger car": "Auto de pasajeros",
  "multipurpose passenger vehicle (mpv)": "Vehículo multipropósito (MPV)",
  limousine: "Limusina",
  bus: "Autobús",
  motorcycle: "Motocicleta",
  "low speed vehicle (lsv)": "Vehículo de baja velocidad (LSV)",
};

const ENGINE_WORDS: Record<string, string> = {
  "single motor": "Un motor",
  "dual motor": "Dos motores",
  "tri motor": "Tres motores",
  "quad motor": "Cuatro motores",
  "electric motor": "Motor eléctrico",
};

const TABLES: Record<Exclude<DealSpecField, "engine">, Record<string, string>> = {
  transmission: TRANSMISSIONS,
  drivetrain: DRIVE_TYPES,
  fuelType: FUEL_TYPES,
  bodyStyle: BODY_CLASSES,
};

/** How a table is looked up: case, runs of spaces and the spaces vPIC leaves around "/" do not count. */
const keyOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ");

/** A stored spec value in Spanish, or the value as stored when it is a name the tables do not hold. */
export function spanishSpecValue(field: DealSpecField, value: string): string {
  const text = value.trim();
  if (field === "engine") return engineInSpanish(text);
  if (field === "transmission") return transmissionInSpanish(text);
  return lookUp(TABLES[field], text) ?? text;
}

/** The table's word for the whole value, else for the first of its "A/B" parts the table knows. */
function lookUp(table: Record<string, string>, text: string): string | undefined {
  const whole = table[keyOf(text)];
  if (whole) return whole;
  for (const part of text.split("/")) {
    const found = table[keyOf(part)];
    if (found) return found;
  }
  return undefined;
}

/** "10-Speed Automatic" reads "Automática de 10 velocidades"; "7-Speed PDK", "PDK de 7 velocidades". */
function transmissionInSpanish(text: string): string {
  const known = lookUp(TRANSMISSIONS, text);
  if (known) return known;
  const speeds = /^(\d{1,2})[- ]?speed\b[\s,-]*(.*)$/i.exec(text);
  if (!speeds) return text;
  const [, count, kind = ""] = speeds;
  const style = kind.trim() === "" ? "" : (lookUp(TRANSMISSIONS, kind) ?? kind.trim());
  if (count === "1") return style ? `${style} de una velocidad` : "De una velocidad";
  return style ? `${style} de ${count} velocidades` : `De ${count} velocidades`;
}

/** engineText's "4-cyl 2.5L" reads "4 cilindros, 2.5 L"; an electric car's "Dual Motor", "Dos motores". */
function engineInSpanish(text: string): string {
  const named = ENGINE_WORDS[keyOf(text)];
  if (named) return named;
  const shape = /^(?:(\d{1,2})-cyl)?\s*(?:(\d+(?:\.\d+)?)\s*L)?$/i.exec(text);
  if (!shape || (!shape[1] && !shape[2])) return text;
  const [, cylinders, litres] = shape;
  const parts = [cylinders ? `${cylinders} ${cylinders === "1" ? "cilindro" : "cilindros"}` : "", litres ? `${litres} L` : ""].filter(
    Boolean,
  );
  return parts.join(", ");
}
