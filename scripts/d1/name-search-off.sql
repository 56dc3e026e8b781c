-- Takes the name search's index off (docs/decisions/032 and 044; docs/operations.md, "The name search index"): D1
-- refuses to export a database that holds a virtual table. Its triggers go first (a lead written while
-- they stood and the table was gone would be refused), then the table, then its rows. Until the index is
-- back (`npx wrangler d1 execute DB --remote --file migrations/0021_folded_name_search.sql`), a name search
-- of three characters or more answers with an error; every other page and every lead write works.
DROP TRIGGER IF EXISTS `lead_search_lead_insert`;
DROP TRIGGER IF EXISTS `lead_search_lead_update`;
DROP TRIGGER IF EXISTS `lead_search_request_insert`;
DROP TRIGGER IF EXISTS `lead_search_request_update`;
DROP TRIGGER IF EXISTS `lead_search_request_delete`;
DROP TRIGGER IF EXISTS `lead_search_note_insert`;
DROP TRIGGER IF EXISTS `lead_search_note_update`;
DROP TRIGGER IF EXISTS `lead_search_note_delete`;
DROP TRIGGER IF EXISTS `lead_search_call_insert`;
DROP TRIGGER IF EXISTS `lead_search_call_update`;
DROP TRIGGER IF EXISTS `lead_search_call_delete`;
DROP TRIGGER IF EXISTS `lead_search_row_insert`;
DROP TRIGGER IF EXISTS `lead_search_row_update`;
DROP TRIGGER IF EXISTS `lead_search_row_delete`;
DROP TABLE IF EXISTS `lead_name_search`;
DELETE FROM `lead_search_rows`;
