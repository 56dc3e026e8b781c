-- The phone search at a million leads (issue 21, item 10; docs/decisions/038-phone-search-in-two-arms.md).
-- lead_requests.other_phone_digits is a request's phone_digits when it is not its lead's own phone, else
-- null: the search reads the many leads an area code finds by their own phone from the leads' covering
-- (phone_digits, ...) index, and the few only another phone finds from this column's index. The triggers
-- below keep it on every write of a request's phone or a lead's, whatever the write path and in whichever
-- order the two are written (a chat's phone, a repeat request's filling the lead's, an advisor making a
-- request's phone the main one); the migration fills it from the rows already stored.
UPDATE `lead_requests` SET `other_phone_digits` = `phone_digits`
WHERE `phone_digits` IS NOT NULL AND `phone_digits` IS NOT (SELECT `phone_digits` FROM `leads` WHERE `leads`.`id` = `lead_requests`.`lead_id`);
--> statement-breakpoint
CREATE TRIGGER `lead_requests_other_phone_insert` AFTER INSERT ON `lead_requests` WHEN new.`phone_digits` IS NOT NULL BEGIN
  UPDATE `lead_requests` SET `other_phone_digits` = new.`phone_digits`
  WHERE `id` = new.`id` AND new.`phone_digits` IS NOT (SELECT `phone_digits` FROM `leads` WHERE `id` = new.`lead_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_requests_other_phone_update` AFTER UPDATE OF `phone_digits`, `lead_id` ON `lead_requests` BEGIN
  UPDATE `lead_requests`
  SET `other_phone_digits` = CASE WHEN new.`phone_digits` IS (SELECT `phone_digits` FROM `leads` WHERE `id` = new.`lead_id`) THEN NULL ELSE new.`phone_digits` END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_other_phones_update` AFTER UPDATE OF `phone_digits` ON `leads` WHEN old.`phone_digits` IS NOT new.`phone_digits` BEGIN
  UPDATE `lead_requests`
  SET `other_phone_digits` = CASE WHEN `phone_digits` IS new.`phone_digits` THEN NULL ELSE `phone_digits` END
  WHERE `lead_id` = new.`id` AND `phone_digits` IS NOT NULL;
END;
