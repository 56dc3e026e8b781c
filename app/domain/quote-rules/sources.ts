import { codeSection } from "./rule";

// The sources the rules cite, once each (every rule cites its source).

export const SOURCES = {
  docFee: codeSection("VEH", "4456.5", "California Vehicle Code §4456.5(a)(1)"),
  electronicFiling: codeSection("VEH", "4456.5", "California Vehicle Code §4456.5(a)(2)"),
  tireFee: codeSection("PRC", "42885", "California Public Resources Code §42885(b)"),
  carsActDisclosures: codeSection("CIV", "1784.41", "California Civil Code §1784.41(b) (CARS Act, SB 766)"),
  carsActNoBenefit: codeSection("CIV", "1784.42", "California Civil Code §1784.42(a) (CARS Act, SB 766)"),
  carsActReturn: codeSection("CIV", "1784.43", "California Civil Code §1784.43 (CARS Act, SB 766)"),
  addedCharges: codeSection("VEH", "11713.19", "California Vehicle Code §11713.19"),
  salesTaxRates: {
    label: "California Department of Tax and Fee Administration, sales and use tax rates",
    url: "https://www.cdtfa.ca.gov/taxes-and-fees/rates.aspx",
  },
  // Lines that do not add up are wrong on their face; since 2026-10-01 the CARS Act also requires the total price disclosed.
  totalPrice: codeSection("CIV", "1784.41", "The quote's own lines; California Civil Code §1784.41(a) (CARS Act: the total price)"),
} as const;
