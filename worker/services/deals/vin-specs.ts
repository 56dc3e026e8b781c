import { z } from "zod";

/**
 * One row of vPIC's flat DecodeVinValues answer, reduced to the fields SPEC §7 reads. (DecodeVin names
 * the same values "Transmission Style", "Drive Type", "Fuel Type - Primary", "Body Class",
 * "Engine Number of Cylinders" and "Displacement (L)" in {Variable, Value} rows; we use the flat form.)
 */
export const decodeVinValuesAnswer = z.object({
  Results: z
    .array(
      z.object({
        ErrorCode: z.string().default("0"),
        TransmissionStyle: z.string().nullable().default(""),
        DriveType: z.string().nullable().default(""),
        FuelTypePrimary: z.string().nullable().default(""),
        BodyClass: z.string().nullable().default(""),
        EngineCylinders: z.string().nullable().default(""),
        DisplacementL: z.string().nullable().default(""),
      }),
    )
    .min(1),
});

export type DecodedRow = z.output<typeof decodeVinValuesAnswer>["Results"][number];

export type DealSpecs = {
  transmission: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  bodyStyle: string | null;
  engine: string | null;
};

const known = (value: string | null) => {
  const text = value?.trim() ?? "";
  return text === "" || text.toLowerCase() === "not applicable" ? null : text;
};

/** "6" and "2.9980" give "6-cyl 3.0L"; either alone still reads; neither is unknown. */
export function engineText(cylinders: string | null, displacement: string | null): string | null {
  const cyl = known(cylinders);
  const litres = Number(known(displacement) ?? Number.NaN);
  const size = Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)}L` : null;
  if (cyl && size) return `${cyl}-cyl ${size}`;
  return cyl ? `${cyl}-cyl` : size;
}

/**
 * The specs a decode yields. ErrorCode "0" is a clean decode; a list such as "5,6,14" is partial and
 * we keep what it did decode. Null when nothing useful came back.
 */
export function specsFromDecode(row: DecodedRow): DealSpecs | null {
  const specs: DealSpecs = {
    transmission: known(row.TransmissionStyle),
    drivetrain: known(row.DriveType),
    fuelType: known(row.FuelTypePrimary),
    bodyStyle: known(row.BodyClass),
    engine: engineText(row.EngineCylinders, row.DisplacementL),
  };
  return Object.values(specs).some((v) => v !== null) ? specs : null;
}

/** A value someone entered is never overwritten by a decode: decoded specs fill only the empty fields. */
export function fillMissingSpecs<T extends DealSpecs>(deal: T, decoded: DealSpecs): T {
  return {
    ...deal,
    transmission: deal.transmission ?? decoded.transmission,
    drivetrain: deal.drivetrain ?? decoded.drivetrain,
    fuelType: deal.fuelType ?? decoded.fuelType,
    bodyStyle: deal.bodyStyle ?? decoded.bodyStyle,
    engine: deal.engine ?? decoded.engine,
  };
}
