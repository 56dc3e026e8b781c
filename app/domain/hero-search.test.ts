import { describe, expect, it } from "vitest";
import { chatbotUrl } from "./hero-search";
import { heroSearchQuerySchema } from "./hero-search-query";

const search = (input: Record<string, string>) => chatbotUrl(heroSearchQuerySchema.parse(input), "en");

describe("hero search -> /chatbot query (SPEC §2)", () => {
  it("explores when neither make nor model is chosen", () => {
    expect(search({ vehicleType: "new" })).toBe("/chatbot?vehicleType=new&knowsVehicle=exploring");
  });

  it("knows the vehicle when a make is chosen", () => {
    expect(search({ vehicleType: "used", make: "Toyota" })).toBe("/chatbot?vehicleType=used&make=Toyota&knowsVehicle=yes");
  });

  it("carries make and model, budget when chosen and a 5-digit zip", () => {
    expect(search({ vehicleType: "cpo", make: "Land Rover", model: "Range Rover Sport", budget: "over-100000", zipCode: "94105" })).toBe(
      "/chatbot?vehicleType=cpo&make=Land+Rover&model=Range+Rover+Sport&knowsVehicle=yes&budget=over-100000&zipCode=94105",
    );
  });

  it("drops a zip that is not 5 digits long", () => {
    expect(search({ vehicleType: "new", zipCode: "9410" })).toBe("/chatbot?vehicleType=new&knowsVehicle=exploring");
  });

  it("reads unknown values as not chosen", () => {
    expect(search({ vehicleType: "boat", budget: "free" })).toBe("/chatbot?vehicleType=new&knowsVehicle=exploring");
  });

  it("goes on in the Spanish chat from a Spanish page, with the same query", () => {
    const used = heroSearchQuerySchema.parse({
      vehicleType: "used",
      make: "Toyota",
      model: "4Runner",
      budget: "30000-50000",
      zipCode: "90210",
    });
    const query = "vehicleType=used&make=Toyota&model=4Runner&knowsVehicle=yes&budget=30000-50000&zipCode=90210";
    expect(chatbotUrl(used, "es")).toBe(`/es/chatbot?${query}`);
    expect(chatbotUrl(used, "en")).toBe(`/chatbot?${query}`);
  });
});
