/**
 * California Civil Code §1632: a dealer who negotiates a vehicle sale or lease
 * primarily in Spanish must hand the buyer a Spanish translation of the contract before it is signed.
 * The lead page of a lead who asked in Spanish reminds the advisor to tell the buyer to ask for it.
 */
export const SPANISH_CONTRACT_NOTICE = {
  title: "This buyer asked in Spanish",
  text:
    "If the dealer negotiates with them mainly in Spanish, California Civil Code §1632 makes the dealer hand over " +
    "a Spanish translation of the contract before it is signed. Tell the buyer to ask for it, and negotiate in " +
    "Spanish if you can, so they keep that right.",
  source: {
    label: "California Civil Code §1632",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1632",
  },
} as const;
