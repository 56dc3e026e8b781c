-- One model of the call queue, and a phone search with no second arm (docs/decisions/054).
-- leads.call_queue computes the queue a lead is in from its row (worker/db/schema/leads.ts holds the CASE);
-- the triggers that keep lead_tallies read it instead of writing the CASE again, and the tallies are
-- counted anew, as "callback" now stands apart from "callable". A request's other phone
-- (other_phone_digits, its triggers and indexes) goes: the search reads the requests' own phones.
DROP TRIGGER IF EXISTS `lead_requests_other_phone_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_requests_other_phone_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `leads_other_phones_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `leads_counted_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `leads_counted_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `leads_tally_update`;
--> statement-breakpoint
DROP INDEX `lead_requests_other_phone_idx`;--> statement-breakpoint
DROP INDEX `lead_requests_other_phone_local_idx`;--> statement-breakpoint
DROP INDEX `lead_requests_phone_digits_idx`;--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `phone_local` text GENERATED ALWAYS AS (substr(phone_digits, 4)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `lead_requests_phone_local_idx` ON `lead_requests` (`phone_local`,`lead_id`) WHERE "lead_requests"."phone_local" is not null;--> statement-breakpoint
CREATE INDEX `lead_requests_phone_digits_idx` ON `lead_requests` (`phone_digits`,`lead_id`);--> statement-breakpoint
-- The computed column first: it reads the other.
ALTER TABLE `lead_requests` DROP COLUMN `other_phone_local`;--> statement-breakpoint
ALTER TABLE `lead_requests` DROP COLUMN `other_phone_digits`;--> statement-breakpoint
DROP INDEX `leads_phone_waiting_idx`;--> statement-breakpoint
DROP INDEX `leads_next_callback_idx`;--> statement-breakpoint
DROP INDEX `leads_assigned_callback_idx`;--> statement-breakpoint
DROP INDEX `leads_status_last_requested_idx`;--> statement-breakpoint
DROP INDEX `leads_source_ready_created_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `call_queue` text GENERATED ALWAYS AS (CASE WHEN phone_digits IS NULL AND lead_source = 'chatbot' THEN 'no-contact' WHEN phone_digits IS NULL AND lead_source = 'landing_page_footer' THEN 'subscriber' WHEN phone_digits IS NULL OR ended_reason IS NOT NULL THEN 'other' WHEN next_callback_at IS NOT NULL AND status NOT IN ('closed', 'spam') THEN 'callback' WHEN status = 'new' AND last_requested_at IS NOT NULL AND (last_call_at IS NULL OR last_call_at < last_requested_at) THEN 'uncalled' ELSE 'callable' END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `leads_phone_requested_idx` ON `leads` (`phone_digits`,`last_requested_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_queue_requested_idx` ON `leads` (`call_queue`,`last_requested_at`,`id`,`assigned_advisor_id`,`lead_source`,`ready_to_talk`,`created_at`,`status`,`language`);--> statement-breakpoint
CREATE INDEX `leads_queue_callback_idx` ON `leads` (`call_queue`,`next_callback_at`,`id`,`assigned_advisor_id`,`lead_source`,`ready_to_talk`,`created_at`,`status`,`language`);--> statement-breakpoint
CREATE INDEX `leads_language_queue_requested_idx` ON `leads` (`language`,`call_queue`,`last_requested_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_source_ready_created_idx` ON `leads` (`lead_source`,`ready_to_talk`,`created_at`,`call_queue`,`last_requested_at`,`next_callback_at`,`assigned_advisor_id`,`status`,`id`);
--> statement-breakpoint
DELETE FROM `lead_tallies`;
--> statement-breakpoint
INSERT INTO `lead_tallies` (`advisor_key`, `status`, `queue`, `n`)
SELECT coalesce(`assigned_advisor_id`, 0), `status`, `call_queue`, count(*) FROM `leads` GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `leads_counted_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO lead_tallies (advisor_key, status, queue, n) VALUES (coalesce(new.assigned_advisor_id, 0), new.status, new.call_queue, 1)
  ON CONFLICT (advisor_key, status, queue) DO UPDATE SET n = n + 1;
  INSERT INTO lead_hours (hour, lead_source, n) VALUES (substr(new.created_at, 1, 13), coalesce(new.lead_source, ''), 1)
  ON CONFLICT (hour, lead_source) DO UPDATE SET n = n + 1;
  INSERT INTO chat_answer_hours (hour, key, n)
  SELECT substr(new.created_at, 1, 13), key, 1 FROM json_each(CASE WHEN new.lead_source = 'chatbot' AND json_valid(new.answers) THEN CASE WHEN json_type(new.answers) = 'object' THEN new.answers END END) WHERE true
  ON CONFLICT (hour, key) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_counted_delete` AFTER DELETE ON `leads` BEGIN
  UPDATE lead_tallies SET n = n - 1
  WHERE advisor_key = coalesce(old.assigned_advisor_id, 0) AND status = old.status AND queue = old.call_queue;
  UPDATE lead_hours SET n = n - 1 WHERE hour = substr(old.created_at, 1, 13) AND lead_source = coalesce(old.lead_source, '');
  UPDATE chat_answer_hours SET n = n - 1
  WHERE hour = substr(old.created_at, 1, 13) AND key IN (SELECT key FROM json_each(CASE WHEN old.lead_source = 'chatbot' AND json_valid(old.answers) THEN CASE WHEN json_type(old.answers) = 'object' THEN old.answers END END));
END;
--> statement-breakpoint
-- Any write that moves a lead to another assignee, status or queue, whichever columns it wrote.
CREATE TRIGGER `leads_tally_update` AFTER UPDATE ON `leads`
WHEN old.assigned_advisor_id IS NOT new.assigned_advisor_id OR old.status IS NOT new.status OR old.call_queue IS NOT new.call_queue BEGIN
  UPDATE lead_tallies SET n = n - 1
  WHERE advisor_key = coalesce(old.assigned_advisor_id, 0) AND status = old.status AND queue = old.call_queue;
  INSERT INTO lead_tallies (advisor_key, status, queue, n) VALUES (coalesce(new.assigned_advisor_id, 0), new.status, new.call_queue, 1)
  ON CONFLICT (advisor_key, status, queue) DO UPDATE SET n = n + 1;
END;
