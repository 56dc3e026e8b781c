import { describe, expect, it } from "vitest";
import { leadFieldError, leadFormErrors } from "./lead-form-rules";
import { leadFormSchema } from "./lead-form";
import { suggestedEmail } from "./email";
import { fieldErrors } from "./field-errors";
import type { LeadField } from "./lead-form-rules";
import { serverTranslator } from "#app/i18n/catalogue.server";

/** A field's message as the English page says it, SPEC §5's wording. */
const english = serverTranslator("en", ["form"]);
const said = (field: LeadField, value: string) => {
  const message = leadFieldError(field, value);
  return message && english(message.key, message.values);
};

const valid = {
  firstName: "Maria",
  lastName: "Lopez",
  phone: "4155552671",
  email: "maria@gmail.com",
  zipCode: "94105",
  make: "Toyota",
  model: "RAV4",
  modelYear: "2025",
};

describe("names", () => {
  it.each([
    ["", "First name is required"],
    ["   ", "First name is required"],
    ["A", "First name must be at least 2 characters"],
    [" A ", "First name must be at least 2 characters"],
    ["M4ria", "Please enter a valid name"],
    ["Maria!", "Please enter a valid name"],
    ["O'Neil-Smith", undefined],
    ["Mary Ann", undefined],
    ["José", undefined],
    ["Al", undefined],
  ])("first name %j gives %j", (value, message) => {
    expect(said("firstName", value)).toBe(message);
  });

  it("uses the last-name wording", () => {
    expect(said("lastName", "")).toBe("Last name is required");
    expect(said("lastName", "B")).toBe("Last name must be at least 2 characters");
  });
});

describe("phone", () => {
  it.each([
    ["", "Phone number is required"],
    ["415555267", "Please enter a 10-digit phone number"],
    ["41555526711", "Please enter a 10-digit phone number"],
    // A leading 1 is the US country code when eleven digits are typed: the area code is what follows it.
    ["11155552671", "Invalid area code (cannot start with 0 or 1)"],
    // Ten digits starting with 1 are an area code starting with 1 (SPEC §5).
    ["1155552671", "Invalid area code (cannot start with 0 or 1)"],
    ["0155552671", "Invalid area code (cannot start with 0 or 1)"],
    ["4150552671", "Invalid phone number format"],
    ["4151552671", "Invalid phone number format"],
    ["2222222222", "Please enter a valid phone number"],
    ["(415) 555-2671", undefined],
    ["+1 (415) 555-2671", undefined],
    ["+44 20 7946 0958", "Please enter a US phone number"],
    ["4155552671", undefined],
  ])("%j gives %j", (value, message) => {
    expect(said("phone", value)).toBe(message);
  });
});

describe("email", () => {
  it.each([
    ["", "Email is required"],
    ["maria", "Please enter a valid email address"],
    ["maria@gmail", "Please enter a valid email address"],
    ["ma ria@gmail.com", "Please enter a valid email address"],
    ["maria!#@gmail.com", "Please enter a valid email address"],
    ["maria@mailinator.com", "Please use a valid email address (test domains not allowed)"],
    ["maria@example.com", "Please use a valid email address (test domains not allowed)"],
    ["maria@gmial.com", "Did you mean maria@gmail.com?"],
    ["maria@gmai.com", "Did you mean maria@gmail.com?"],
    ["maria@yahooo.com", "Did you mean maria@yahoo.com?"],
    ["maria@yaho.com", "Did you mean maria@yahoo.com?"],
    ["maria@hotmial.com", "Did you mean maria@hotmail.com?"],
    ["maria@outlok.com", "Did you mean maria@outlook.com?"],
    ["  A@GMAIL.com ", undefined],
    ["first.last+cars@company.co", undefined],
  ])("%j gives %j", (value, message) => {
    expect(said("email", value)).toBe(message);
  });

  it.each([
    ["maria@gmial.com", "maria@gmail.com"],
    [" Maria@Hotmial.com", "maria@hotmail.com"],
    ["maria@gmail.com", null],
    ["ma ria@gmial.com", null],
    ["maria@mailinator.com", null],
  ])("%j is offered the fix %j", (value, suggestion) => {
    expect(suggestedEmail(value)).toBe(suggestion);
  });
});

describe("zip, make, model and year", () => {
  it.each([
    ["zipCode", "", "Zip code is required"],
    ["zipCode", "9410", "Please enter a valid 5-digit zip code"],
    ["zipCode", "9410a", "Please enter a valid 5-digit zip code"],
    ["zipCode", "941055", "Please enter a valid 5-digit zip code"],
    ["zipCode", "94105", undefined],
    ["make", "", "Please select a make"],
    ["model", " ", "Please select a model"],
    ["modelYear", "", "Model year is required"],
    ["modelYear", "next year", "Model year is required"],
    ["modelYear", "2024+", undefined],
    ["modelYear", "2019", undefined],
  ] as const)("%s %j gives %j", (field, value, message) => {
    expect(said(field, value)).toBe(message);
  });
});

describe("leadFormSchema", () => {
  it("normalises as SPEC §3 stores: email trimmed and lowercased, phone formatted, year a number", () => {
    const lead = leadFormSchema.parse({ ...valid, firstName: " Maria ", email: "  A@GMAIL.com ", modelYear: "2024+" });
    expect(lead).toEqual({
      firstName: "Maria",
      lastName: "Lopez",
      email: "a@gmail.com",
      phone: "(415) 555-2671",
      zipCode: "94105",
      make: "Toyota",
      model: "RAV4",
      year: 2024,
    });
  });

  it("reports every invalid field on submit", () => {
    expect(Object.keys(leadFormErrors({ ...valid, firstName: "", phone: "", zipCode: "" }))).toEqual(["firstName", "phone", "zipCode"]);
    expect(leadFormErrors(valid)).toEqual({});
  });

  it("says its fields' messages in the answer's language, with their values", () => {
    const result = leadFormSchema.safeParse({ ...valid, email: "ana@gmial.com", zipCode: "" });
    if (result.success) throw new Error("an invalid lead parsed");
    expect(fieldErrors(result.error, english)).toEqual({ email: "Did you mean ana@gmail.com?", zipCode: "Zip code is required" });
    expect(fieldErrors(result.error, serverTranslator("es", ["form"]))).toEqual({
      email: "¿Quiso decir ana@gmail.com?",
      zipCode: "El código postal es obligatorio",
    });
  });

  it("rejects an overlong value", () => {
    expect(leadFormSchema.safeParse({ ...valid, model: "x".repeat(500) }).success).toBe(false);
  });
});
