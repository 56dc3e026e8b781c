import { describe, expect, it } from "vitest";
import { getPage } from "./page-app";

// The hero search without JavaScript: a GET form to /search, or /es/search from the Spanish pages,
// redirected to the chat in the page's language with the query the browser would have built.

const FORM = "vehicleType=used&make=Toyota&model=4Runner&budget=30000-50000&zipCode=90210";
const CHAT_QUERY = "vehicleType=used&make=Toyota&model=4Runner&knowsVehicle=yes&budget=30000-50000&zipCode=90210";

describe("the hero search without JavaScript", () => {
  it("goes on to the English chat from /search", async () => {
    const response = await getPage(`/search?${FORM}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/chatbot?${CHAT_QUERY}`);
  });

  it("goes on to the Spanish chat from /es/search, with the same query", async () => {
    const response = await getPage(`/es/search?${FORM}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/es/chatbot?${CHAT_QUERY}`);
  });

  it("reads what it does not know as not chosen, in Spanish too", async () => {
    const response = await getPage("/es/search?vehicleType=boat&budget=free&zipCode=9021");
    expect(response.headers.get("location")).toBe("/es/chatbot?vehicleType=new&knowsVehicle=exploring");
  });
});
