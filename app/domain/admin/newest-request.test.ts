import { describe, expect, it } from "vitest";
import { currentDetails, promotable, type RequestDetails } from "./newest-request";

const rav4: RequestDetails = {
  firstName: "Dana",
  lastName: "Reyes",
  email: "dana@gmail.com",
  phone: "(415) 555-0199",
  make: "Toyota",
  model: "RAV4",
  year: 2026,
};

describe("the newest request on top", () => {
  it("shows the newest request's car, email and name, each marked changed", () => {
    const crv = { ...rav4, lastName: "Park", email: "dana.park@gmail.com", make: "Honda", model: "CR-V", year: null };
    expect(currentDetails(rav4, crv)).toEqual({
      name: "Dana Park",
      email: "dana.park@gmail.com",
      phone: "(415) 555-0199",
      vehicle: "Honda CR-V",
      changed: { name: true, email: true, phone: false, vehicle: true },
    });
  });

  it("keeps the lead's details where the newest request gave none or the same, however typed", () => {
    const same = { firstName: null, lastName: null, email: "DANA@gmail.com", phone: "4155550199", make: null, model: null, year: null };
    expect(currentDetails(rav4, same)).toMatchObject({
      name: "Dana Reyes",
      email: "dana@gmail.com",
      vehicle: "2026 Toyota RAV4",
      changed: { name: false, email: false, phone: false, vehicle: false },
    });
    expect(currentDetails(rav4, null).changed.email).toBe(false);
  });

  it("offers to make a request's email or phone the main one only when it differs", () => {
    expect(promotable(rav4, { email: "new@gmail.com", phone: "415-555-0199" })).toEqual({ email: true, phone: false });
    expect(promotable({ email: null, phone: null }, { email: null, phone: "4155550100" })).toEqual({ email: false, phone: true });
  });
});
