import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visitorEmailMessageSchema } from "#app/domain/lead-events";
import { emailChangeAction, emailChangeLoader } from "#app/routes/buyer-email.server";
import { handleQueue } from "#worker/queue-consumers";
import { dbRows, formRequest, PAGE, pageContext, settle } from "#tests/workers/admin/admin-helpers";
import { queueBatch, uniqueEmail } from "#tests/workers/helpers";
import { addBuyer, openPage, page, postPage, tokenOf } from "./buyer-helpers";

// The right to correct (/privacy): a name or phone changes at once; a new address only once the link sent
// to it is followed, after which the page's links are signed for the new address (docs/decisions/052).

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const details = (values: Record<string, string>) => ({ intent: "details", ...values });

describe("correcting one's details", () => {
  it("saves a name and a phone at once, stored as the lead's way in stores them, and says so after the redirect", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const saved = await postPage(
      token,
      details({ firstName: "Daniela", lastName: "Lopez-Ruiz", phone: "(213) 555-0147", email: lead.email }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/my/${token}?done=saved#buyer-status`);
    expect(await dbRows("select first_name, last_name, phone, phone_digits from leads where id = ?", lead.id)).toEqual([
      { first_name: "Daniela", last_name: "Lopez-Ruiz", phone: "(213) 555-0147", phone_digits: "2135550147" },
    ]);
    expect(page((await openPage(token)).view).details).toMatchObject({ firstName: "Daniela", phone: "(213) 555-0147" });
  });

  it("answers the lead forms' rules with each field's message, and nothing changed with its own", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const refused = await postPage(token, details({ firstName: "D", lastName: "", phone: "123", email: "nope" }));
    expect(refused.status).toBe(400);
    expect(page(refused.view).problem).toEqual({
      form: "details",
      problem: null,
      fields: {
        firstName: "First name must be at least 2 characters",
        phone: "Please enter a 10-digit phone number",
        email: "Please enter a valid email address",
      },
    });
    const same = await postPage(
      token,
      details({ firstName: "Dana", lastName: "Lopez", phone: page((await openPage(token)).view).details.phone, email: lead.email }),
    );
    expect(page(same.view).problem?.problem).toBe("nothing-changed");
    const removed = await postPage(token, details({ firstName: "Dana", lastName: "Lopez", phone: "", email: "" }));
    expect(page(removed.view).problem?.problem).toBe("email-needed");
  });

  it("is limited per client address: past the limit, the page with its problem beside the form and when to try again", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await postPage(token, details({ firstName: "Dana" }), { address: "198.51.100.31" }));
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.headers.get("retry-after")).toBe("60");
    expect(page(limited?.view ?? null).problem).toEqual({ form: "details", problem: "rate-limited", fields: {} });
  });

  it("changes the address only through the link sent to the new one, a GET showing a button, then signs the page for it", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const lead = await addBuyer();
    const oldToken = await tokenOf(lead);
    const moved = uniqueEmail("moved");
    const asked = await postPage(oldToken, details({ firstName: "Dana", lastName: "Lopez", phone: "", email: moved }));
    expect(asked.headers.get("location")).toBe(`/my/${oldToken}?done=email-sent#buyer-status`);
    expect(await dbRows("select email, pending_email from leads where id = ?", lead.id)).toEqual([
      { email: lead.email, pending_email: moved },
    ]);
    // Until then the page, and its link, go on as they were.
    expect(page((await openPage(oldToken)).view).details).toMatchObject({ email: lead.email, pendingEmail: moved });

    const message = send.mock.calls.map(([body]) => visitorEmailMessageSchema.safeParse(body)).find((parsed) => parsed.success)?.data;
    if (!message) throw new Error("no email was queued");
    expect(message).toMatchObject({ kind: "email-change", leadId: lead.id });
    const sent: EmailMessageBuilder[] = [];
    const mailer = {
      async send(built: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
        if ("subject" in built) sent.push(built);
        return { messageId: "m1" };
      },
    } satisfies SendEmail;
    await handleQueue(queueBatch("lead-events", message).batch, { ...env, EMAIL_FROM: "advisors@caradvisor.example", EMAIL: mailer });
    expect(sent.map((email) => email.to)).toEqual([moved]);
    const confirmPath = /https:\/\/caradvisor\.example(\/my\/email\/[\w.-]+)/.exec(sent[0]?.text ?? "")?.[1] ?? "";
    const confirmToken = confirmPath.split("/").at(-1) ?? "";

    // A mail scanner's GET changes nothing.
    const shown = await settle(emailChangeLoader(new Request(`${PAGE}${confirmPath}`), confirmToken, pageContext()));
    expect(shown.data).toMatchObject({ change: { state: "ready", address: moved } });
    expect(await dbRows("select email from leads where id = ?", lead.id)).toEqual([{ email: lead.email }]);

    const confirmed = await settle(emailChangeAction(formRequest(confirmPath, {}), confirmToken, pageContext()));
    expect(confirmed.status).toBe(303);
    const newPage = confirmed.headers.get("location") ?? "";
    expect(newPage).toMatch(/^\/my\/[\w.-]+\?done=email-confirmed#buyer-status$/);
    expect(await dbRows("select email, pending_email from leads where id = ?", lead.id)).toEqual([{ email: moved, pending_email: null }]);
    // The old link went with the old address; the new one opens the page; the confirmation link is spent.
    expect((await openPage(oldToken)).view.kind).toBe("none");
    const newToken = newPage.slice("/my/".length).split("?")[0] ?? "";
    expect(page((await openPage(newToken)).view).details.email).toBe(moved);
    const again = await settle(emailChangeLoader(new Request(`${PAGE}${confirmPath}`), confirmToken, pageContext()));
    expect(again).toMatchObject({ status: 404, data: { change: { state: "invalid" } } });
  });
});
