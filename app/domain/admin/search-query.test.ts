import { describe, expect, it } from "vitest";
import { searchQuery } from "./search-query";

describe("what a search asks for", () => {
  it("an email when it holds @, lowercased", () => {
    expect(searchQuery("Bench77777@Gmail.com")).toEqual({ kind: "email", address: "bench77777@gmail.com" });
  });

  it("a phone from the area code, or by its last seven digits when it has seven", () => {
    expect(searchQuery("(207) 555-7777")).toEqual({ kind: "phone", digits: "2075557777", local: false });
    expect(searchQuery("+1 207 555 7777")).toEqual({ kind: "phone", digits: "2075557777", local: false });
    expect(searchQuery("207-555")).toEqual({ kind: "phone", digits: "207555", local: false });
    expect(searchQuery("555-0188")).toEqual({ kind: "phone", digits: "5550188", local: true });
    expect(searchQuery("5550188")).toEqual({ kind: "phone", digits: "5550188", local: true });
  });

  it("a name otherwise, folded: under three digits, or with letters", () => {
    expect(searchQuery("José")).toEqual({ kind: "name", text: "jose" });
    expect(searchQuery("12")).toEqual({ kind: "name", text: "12" });
    expect(searchQuery("Unit 555")).toEqual({ kind: "name", text: "unit 555" });
  });

  it("nothing when the query folds to nothing", () => {
    expect(searchQuery("\u0301")).toBeNull();
  });
});
