-- The advisors' name search at a million leads (issue 21, item 10; docs/decisions/032-name-search-by-trigrams.md).
-- lead_name_search holds the name (first and last, joined by one space, as the search's LIKE reads them)
-- and the email of every lead and every request, one text each, split into trigrams (case-folded), so a
-- search of 3 characters or more reads the few rows holding all its trigrams instead of every lead.
-- Content-less and detail=none: it keeps no copy of the text and no positions, only which rows hold each
-- trigram (a third of the size with positions: 79 MB instead of 270 MB for 2,000,000 rows); the search
-- asks LIKE of the rows it finds. A row is known by its key in lead_search_rows. The
-- triggers below keep it on every write of a lead or request, whatever the write path; the migration
-- fills it from the rows already stored. `wrangler d1 export` leaves virtual tables out: after an import,
-- rebuild it as docs/operations.md's "The name search index" says.
CREATE VIRTUAL TABLE `lead_name_search` USING fts5(body, tokenize = 'trigram', detail = 'none', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO `lead_search_rows` (`lead_id`, `request_id`) SELECT `id`, 0 FROM `leads`;
--> statement-breakpoint
INSERT INTO `lead_search_rows` (`lead_id`, `request_id`) SELECT `lead_id`, `id` FROM `lead_requests`;
--> statement-breakpoint
INSERT INTO `lead_name_search` (rowid, body)
SELECT s.`key`, coalesce(l.`first_name`, '') || ' ' || coalesce(l.`last_name`, '') || ' ' || coalesce(l.`email`, '')
FROM `lead_search_rows` AS s JOIN `leads` AS l ON l.`id` = s.`lead_id` WHERE s.`request_id` = 0;
--> statement-breakpoint
INSERT INTO `lead_name_search` (rowid, body)
SELECT s.`key`, coalesce(r.`first_name`, '') || ' ' || coalesce(r.`last_name`, '') || ' ' || coalesce(r.`email`, '')
FROM `lead_search_rows` AS s JOIN `lead_requests` AS r ON r.`id` = s.`request_id`;
--> statement-breakpoint
CREATE TRIGGER `lead_name_search_lead_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`) VALUES (new.`id`, 0);
  INSERT INTO `lead_name_search` (rowid, body)
  SELECT `key`, coalesce(new.`first_name`, '') || ' ' || coalesce(new.`last_name`, '') || ' ' || coalesce(new.`email`, '')
  FROM `lead_search_rows` WHERE `lead_id` = new.`id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_name_search_lead_update` AFTER UPDATE OF `first_name`, `last_name`, `email` ON `leads`
WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name` OR old.`email` IS NOT new.`email` BEGIN
  DELETE FROM `lead_name_search` WHERE rowid = (SELECT `key` FROM `lead_search_rows` WHERE `lead_id` = new.`id` AND `request_id` = 0);
  INSERT INTO `lead_name_search` (rowid, body)
  SELECT `key`, coalesce(new.`first_name`, '') || ' ' || coalesce(new.`last_name`, '') || ' ' || coalesce(new.`email`, '')
  FROM `lead_search_rows` WHERE `lead_id` = new.`id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_name_search_request_insert` AFTER INSERT ON `lead_requests` BEGIN
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`) VALUES (new.`lead_id`, new.`id`);
  INSERT INTO `lead_name_search` (rowid, body)
  SELECT `key`, coalesce(new.`first_name`, '') || ' ' || coalesce(new.`last_name`, '') || ' ' || coalesce(new.`email`, '')
  FROM `lead_search_rows` WHERE `lead_id` = new.`lead_id` AND `request_id` = new.`id`;
END;
--> statement-breakpoint
-- Requests are written once; should one change, its row is filed anew (under its lead, whichever it is).
CREATE TRIGGER `lead_name_search_request_update` AFTER UPDATE OF `lead_id`, `first_name`, `last_name`, `email` ON `lead_requests` BEGIN
  DELETE FROM `lead_search_rows` WHERE `lead_id` = old.`lead_id` AND `request_id` = old.`id`;
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`) VALUES (new.`lead_id`, new.`id`);
  INSERT INTO `lead_name_search` (rowid, body)
  SELECT `key`, coalesce(new.`first_name`, '') || ' ' || coalesce(new.`last_name`, '') || ' ' || coalesce(new.`email`, '')
  FROM `lead_search_rows` WHERE `lead_id` = new.`lead_id` AND `request_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_name_search_request_delete` AFTER DELETE ON `lead_requests` BEGIN
  DELETE FROM `lead_search_rows` WHERE `lead_id` = old.`lead_id` AND `request_id` = old.`id`;
END;
--> statement-breakpoint
-- A deleted lead takes its rows here by the foreign key's cascade; each takes its index row with it.
CREATE TRIGGER `lead_name_search_row_delete` AFTER DELETE ON `lead_search_rows` BEGIN
  DELETE FROM `lead_name_search` WHERE rowid = old.`key`;
END;
