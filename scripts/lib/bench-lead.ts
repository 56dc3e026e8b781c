// What the benchmarks that post leads share: the landing page's form token, as a visitor's browser
// gets it, and a valid bottom-form lead that no other of the run duplicates.

/** The form token in the landing page at `base` (SPEC §4: a lead is taken from a page a person loaded). */
export async function pageFormToken(base: string, headers: Record<string, string> = {}): Promise<string> {
  const token = /name="formToken" value="([^"]+)"/.exec(await (await fetch(`${base}/`, { headers })).text())?.[1];
  if (!token) throw new Error("no form token on the landing page");
  return token;
}

/** The body of POST /api/leads for the `tag`-th lead of a run: its own email, phone and session. */
export function benchLead(base: string, { tag, phone, formToken }: { tag: string; phone: string; formToken: string | undefined }) {
  return {
    firstName: "Bench",
    lastName: "Visitor",
    phone,
    email: `bench.${tag}@gmail.com`,
    zipCode: "94105",
    make: "Toyota",
    model: "Camry",
    modelYear: "2025",
    honeypot: "",
    formKind: "bottom",
    formToken,
    context: { sessionId: `bench-${tag.replaceAll(".", "-")}`, pageUrl: `${base}/` },
  };
}
