import { describe, expect, it } from "vitest";
import { type DealSpecField, spanishSpecValue } from "./deal-spec-spanish";

// vPIC's own values (its DecodeVinValues answers and value lists), the shorter shapes advisors type in
// the deals admin and the seed uses, and what the enrichment writes for the engine.
const CASES: [DealSpecField, string, string][] = [
  ["transmission", "Automatic", "Automática"],
  ["transmission", "automatic", "Automática"],
  ["transmission", "Manual/Standard", "Manual"],
  ["transmission", "Continuously Variable Transmission (CVT)", "Variable continua (CVT)"],
  ["transmission", "CVT", "Variable continua (CVT)"],
  ["transmission", "Electronic Continuously Variable (e-CVT)", "Variable continua electrónica (e-CVT)"],
  ["transmission", "Dual-Clutch Transmission (DCT)", "Doble embrague (DCT)"],
  ["transmission", "Automated Manual Transmission (AMT)", "Manual automatizada (AMT)"],
  ["transmission", "10-Speed Automatic", "Automática de 10 velocidades"],
  ["transmission", "8-speed automatic", "Automática de 8 velocidades"],
  ["transmission", "6-Speed Manual", "Manual de 6 velocidades"],
  ["transmission", "7-Speed Dual-Clutch", "Doble embrague (DCT) de 7 velocidades"],
  ["transmission", "7-Speed PDK", "PDK de 7 velocidades"],
  ["transmission", "Single-Speed", "De una velocidad"],
  ["transmission", "1-Speed Automatic", "Automática de una velocidad"],
  ["drivetrain", "FWD/Front-Wheel Drive", "Delantera (FWD)"],
  ["drivetrain", "RWD/ Rear-Wheel Drive", "Trasera (RWD)"],
  ["drivetrain", "AWD/All-Wheel Drive", "Integral (AWD)"],
  ["drivetrain", "4WD/4-Wheel Drive/4x4", "4x4 (4WD)"],
  ["drivetrain", "FWD", "Delantera (FWD)"],
  ["drivetrain", "AWD", "Integral (AWD)"],
  ["drivetrain", "4WD", "4x4 (4WD)"],
  ["drivetrain", "6x4", "6x4"],
  ["fuelType", "Gasoline", "Gasolina"],
  ["fuelType", "Diesel", "Diésel"],
  ["fuelType", "Electric", "Eléctrico"],
  ["fuelType", "Hybrid", "Híbrido"],
  ["fuelType", "Plug-in Hybrid", "Híbrido enchufable"],
  ["fuelType", "Flexible Fuel Vehicle (FFV)", "Flexible (FFV)"],
  ["fuelType", "Compressed Natural Gas (CNG)", "Gas natural comprimido (GNC)"],
  ["fuelType", "Liquefied Petroleum Gas (propane or LPG)", "Gas propano (LPG)"],
  ["fuelType", "Compressed Hydrogen/Hydrogen", "Hidrógeno"],
  ["fuelType", "Fuel Cell", "Celda de combustible"],
  ["bodyStyle", "Sedan/Saloon", "Sedán"],
  ["bodyStyle", "Sedan", "Sedán"],
  ["bodyStyle", "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", "SUV"],
  ["bodyStyle", "SUV", "SUV"],
  ["bodyStyle", "Crossover Utility Vehicle (CUV)", "Crossover (CUV)"],
  ["bodyStyle", "Pickup", "Camioneta pickup"],
  ["bodyStyle", "Hatchback/Liftback/Notchback", "Hatchback"],
  ["bodyStyle", "Cabriolet/Convertible", "Convertible"],
  ["bodyStyle", "Coupe", "Cupé"],
  ["bodyStyle", "Wagon", "Station wagon"],
  ["bodyStyle", "Minivan", "Minivan"],
  ["bodyStyle", "Cargo Van", "Van de carga"],
  // vPIC's vehicle type, what a deal without a VIN gets.
  ["bodyStyle", "Passenger Car", "Auto de pasajeros"],
  ["bodyStyle", "Multipurpose Passenger Vehicle (MPV)", "Vehículo multipropósito (MPV)"],
  ["bodyStyle", "Truck ", "Camioneta"],
  ["engine", "4-cyl 2.5L", "4 cilindros, 2.5 L"],
  ["engine", "6-cyl", "6 cilindros"],
  ["engine", "3.0L", "3.0 L"],
  ["engine", "Dual Motor", "Dos motores"],
];

describe("spanishSpecValue", () => {
  it.each(CASES)("reads %s %j as %j", (field, value, spanish) => {
    expect(spanishSpecValue(field, value)).toBe(spanish);
  });

  it("leaves no English word of vPIC's in any value it knows", () => {
    const english =
      /\b(Automatic|Standard|Speed|Gasoline|Diesel|Electric|Hybrid|Sedan|Saloon|Wheel|Drive|Utility|Passenger|Truck|Coupe|Wagon|cyl)\b/;
    for (const [field, value] of CASES) expect(spanishSpecValue(field, value), value).not.toMatch(english);
  });

  it("shows a value it does not know as stored: a maker's own name reads the same in Spanish", () => {
    expect(spanishSpecValue("engine", "Hemi V8")).toBe("Hemi V8");
    expect(spanishSpecValue("transmission", "Tiptronic")).toBe("Tiptronic");
    expect(spanishSpecValue("bodyStyle", "  Shooting Brake ")).toBe("Shooting Brake");
  });
});
