-- The dashboard's first contact at any number of leads (docs/decisions/057): each request remembers its
-- first call (written by the call's own batch, worker/services/admin/first-calls.server.ts), and
-- first_contact_hours counts the requests for a call per hour, first caller and bucket of the wait, kept
-- by the triggers below. A request for a call: not a newsletter signup, on a lead in one of the queues an
-- advisor calls (the leads' call_queue, app/domain/admin/call-queue.ts: AWAITING_CALL).
CREATE TABLE `first_contact_hours` (
	`hour` text NOT NULL,
	`caller_key` integer NOT NULL,
	`bucket` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`hour`, `caller_key`, `bucket`)
);
--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `first_call_at` text;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `first_caller_id` integer;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `first_call_minutes` integer;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `first_call_bucket` integer GENERATED ALWAYS AS (CASE WHEN first_call_at IS NULL THEN -1 WHEN first_call_minutes IS NULL THEN -2 WHEN first_call_minutes >= 2880 THEN 2880 + (first_call_minutes - 2880) / 120 * 120 WHEN first_call_minutes >= 720 THEN 720 + (first_call_minutes - 720) / 30 * 30 WHEN first_call_minutes >= 240 THEN 240 + (first_call_minutes - 240) / 5 * 5 ELSE first_call_minutes END) VIRTUAL;
--> statement-breakpoint
-- The requests stored so far take the first call on their lead at or after them, as the dashboard found
-- it until now. Their waits in advisor minutes need the shifts' arithmetic, which SQL lacks:
-- scripts/backfill-first-contact.ts times them (docs/operations.md), and until then they count as
-- called, untimed.
UPDATE `lead_requests` SET (`first_call_at`, `first_caller_id`) = (
  SELECT `created_at`, `advisor_id` FROM `call_attempts`
  WHERE `call_attempts`.`lead_id` = `lead_requests`.`lead_id` AND `call_attempts`.`created_at` >= `lead_requests`.`created_at`
  ORDER BY `call_attempts`.`created_at`, `call_attempts`.`id` LIMIT 1
)
WHERE `source` != 'landing_page_footer' AND EXISTS (
  SELECT 1 FROM `call_attempts`
  WHERE `call_attempts`.`lead_id` = `lead_requests`.`lead_id` AND `call_attempts`.`created_at` >= `lead_requests`.`created_at`
);
--> statement-breakpoint
INSERT INTO `first_contact_hours` (`hour`, `caller_key`, `bucket`, `n`)
SELECT substr(r.created_at, 1, 13), coalesce(r.first_caller_id, 0), r.first_call_bucket, count(*)
FROM `lead_requests` r JOIN `leads` l ON l.id = r.lead_id
WHERE r.source != 'landing_page_footer' AND l.call_queue NOT IN ('no-contact', 'subscriber', 'other')
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `lead_requests_first_contact_insert` AFTER INSERT ON `lead_requests`
WHEN new.source != 'landing_page_footer' BEGIN
  INSERT INTO first_contact_hours (hour, caller_key, bucket, n)
  SELECT substr(new.created_at, 1, 13), coalesce(new.first_caller_id, 0), new.first_call_bucket, 1
  FROM leads WHERE leads.id = new.lead_id AND leads.call_queue NOT IN ('no-contact', 'subscriber', 'other')
  ON CONFLICT (hour, caller_key, bucket) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- A request deleted on its own (a lead's deletion deletes its requests first). One the cascade of its lead's
-- deletion takes finds no lead: the lead's trigger below has taken it out already.
CREATE TRIGGER `lead_requests_first_contact_delete` AFTER DELETE ON `lead_requests`
WHEN old.source != 'landing_page_footer' BEGIN
  UPDATE first_contact_hours SET n = n - 1
  WHERE hour = substr(old.created_at, 1, 13) AND caller_key = coalesce(old.first_caller_id, 0) AND bucket = old.first_call_bucket
    AND EXISTS (SELECT 1 FROM leads WHERE leads.id = old.lead_id AND leads.call_queue NOT IN ('no-contact', 'subscriber', 'other'));
END;
--> statement-breakpoint
-- The first call set (or timed): the request moves from its old row to its new one.
CREATE TRIGGER `lead_requests_first_contact_update` AFTER UPDATE ON `lead_requests`
WHEN old.first_call_bucket IS NOT new.first_call_bucket OR old.first_caller_id IS NOT new.first_caller_id
  OR old.created_at IS NOT new.created_at OR old.source IS NOT new.source OR old.lead_id IS NOT new.lead_id BEGIN
  UPDATE first_contact_hours SET n = n - 1
  WHERE hour = substr(old.created_at, 1, 13) AND caller_key = coalesce(old.first_caller_id, 0) AND bucket = old.first_call_bucket
    AND old.source != 'landing_page_footer'
    AND EXISTS (SELECT 1 FROM leads WHERE leads.id = old.lead_id AND leads.call_queue NOT IN ('no-contact', 'subscriber', 'other'));
  INSERT INTO first_contact_hours (hour, caller_key, bucket, n)
  SELECT substr(new.created_at, 1, 13), coalesce(new.first_caller_id, 0), new.first_call_bucket, 1
  FROM leads WHERE leads.id = new.lead_id AND leads.call_queue NOT IN ('no-contact', 'subscriber', 'other')
    AND new.source != 'landing_page_footer'
  ON CONFLICT (hour, caller_key, bucket) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- A lead that comes to be called (a chat that gave its phone) or stops being (a chat the server ended)
-- brings its requests into the counts or takes them out.
CREATE TRIGGER `leads_first_contact_update` AFTER UPDATE ON `leads`
WHEN (old.call_queue NOT IN ('no-contact', 'subscriber', 'other')) IS NOT (new.call_queue NOT IN ('no-contact', 'subscriber', 'other')) BEGIN
  INSERT INTO first_contact_hours (hour, caller_key, bucket, n)
  SELECT substr(created_at, 1, 13), coalesce(first_caller_id, 0), first_call_bucket,
         CASE WHEN new.call_queue NOT IN ('no-contact', 'subscriber', 'other') THEN count(*) ELSE -count(*) END
  FROM lead_requests WHERE lead_id = new.id AND source != 'landing_page_footer' GROUP BY 1, 2, 3
  ON CONFLICT (hour, caller_key, bucket) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- Before the lead goes, while its requests are still there: the cascade deletes them after it.
CREATE TRIGGER `leads_first_contact_delete` BEFORE DELETE ON `leads`
WHEN old.call_queue NOT IN ('no-contact', 'subscriber', 'other') BEGIN
  INSERT INTO first_contact_hours (hour, caller_key, bucket, n)
  SELECT substr(created_at, 1, 13), coalesce(first_caller_id, 0), first_call_bucket, -count(*)
  FROM lead_requests WHERE lead_id = old.id AND source != 'landing_page_footer' GROUP BY 1, 2, 3
  ON CONFLICT (hour, caller_key, bucket) DO UPDATE SET n = n + excluded.n;
END;
