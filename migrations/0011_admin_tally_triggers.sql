-- Counts the admin pages show at a million leads (issue 21, item 10; docs/decisions/026): kept by
-- triggers on every write of a lead, whatever the write path (forms, chat, advisor actions, retention),
-- and filled from the leads already stored. lead_tallies' queue is the call queue's conditions of
-- worker/services/admin/lead-query.server.ts (uncalledRequest, awaitsCall, NO_PHONE_VIEWS) in SQL; the
-- Worker test tests/workers/admin/tallies.test.ts holds the two to the same counts.

INSERT INTO lead_tallies (advisor_key, status, queue, n)
SELECT coalesce(assigned_advisor_id, 0), status, CASE WHEN phone_digits IS NULL AND lead_source = 'chatbot' THEN 'no-contact' WHEN phone_digits IS NULL AND lead_source = 'landing_page_footer' THEN 'subscriber' WHEN phone_digits IS NULL OR ended_reason IS NOT NULL THEN 'other' WHEN status = 'new' AND next_callback_at IS NULL AND (last_call_at IS NULL OR last_call_at < last_requested_at) THEN 'uncalled' ELSE 'callable' END, count(*)
FROM leads GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO lead_hours (hour, lead_source, n)
SELECT substr(created_at, 1, 13), coalesce(lead_source, ''), count(*) FROM leads GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO chat_answer_hours (hour, key, n)
SELECT substr(l.created_at, 1, 13), j.key, count(*) FROM leads AS l, json_each(CASE WHEN l.lead_source = 'chatbot' AND json_valid(l.answers) THEN CASE WHEN json_type(l.answers) = 'object' THEN l.answers END END) AS j
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER leads_counted_insert AFTER INSERT ON leads BEGIN
  INSERT INTO lead_tallies (advisor_key, status, queue, n)
  VALUES (coalesce(new.assigned_advisor_id, 0), new.status, CASE WHEN new.phone_digits IS NULL AND new.lead_source = 'chatbot' THEN 'no-contact' WHEN new.phone_digits IS NULL AND new.lead_source = 'landing_page_footer' THEN 'subscriber' WHEN new.phone_digits IS NULL OR new.ended_reason IS NOT NULL THEN 'other' WHEN new.status = 'new' AND new.next_callback_at IS NULL AND (new.last_call_at IS NULL OR new.last_call_at < new.last_requested_at) THEN 'uncalled' ELSE 'callable' END, 1)
  ON CONFLICT (advisor_key, status, queue) DO UPDATE SET n = n + 1;
  INSERT INTO lead_hours (hour, lead_source, n) VALUES (substr(new.created_at, 1, 13), coalesce(new.lead_source, ''), 1)
  ON CONFLICT (hour, lead_source) DO UPDATE SET n = n + 1;
  INSERT INTO chat_answer_hours (hour, key, n)
  SELECT substr(new.created_at, 1, 13), key, 1 FROM json_each(CASE WHEN new.lead_source = 'chatbot' AND json_valid(new.answers) THEN CASE WHEN json_type(new.answers) = 'object' THEN new.answers END END) WHERE true
  ON CONFLICT (hour, key) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER leads_counted_delete AFTER DELETE ON leads BEGIN
  UPDATE lead_tallies SET n = n - 1
  WHERE advisor_key = coalesce(old.assigned_advisor_id, 0) AND status = old.status AND queue = CASE WHEN old.phone_digits IS NULL AND old.lead_source = 'chatbot' THEN 'no-contact' WHEN old.phone_digits IS NULL AND old.lead_source = 'landing_page_footer' THEN 'subscriber' WHEN old.phone_digits IS NULL OR old.ended_reason IS NOT NULL THEN 'other' WHEN old.status = 'new' AND old.next_callback_at IS NULL AND (old.last_call_at IS NULL OR old.last_call_at < old.last_requested_at) THEN 'uncalled' ELSE 'callable' END;
  UPDATE lead_hours SET n = n - 1 WHERE hour = substr(old.created_at, 1, 13) AND lead_source = coalesce(old.lead_source, '');
  UPDATE chat_answer_hours SET n = n - 1
  WHERE hour = substr(old.created_at, 1, 13) AND key IN (SELECT key FROM json_each(CASE WHEN old.lead_source = 'chatbot' AND json_valid(old.answers) THEN CASE WHEN json_type(old.answers) = 'object' THEN old.answers END END));
END;
--> statement-breakpoint
CREATE TRIGGER leads_tally_update AFTER UPDATE OF status, assigned_advisor_id, phone_digits, lead_source, ended_reason, next_callback_at, last_call_at, last_requested_at ON leads BEGIN
  UPDATE lead_tallies SET n = n - 1
  WHERE advisor_key = coalesce(old.assigned_advisor_id, 0) AND status = old.status AND queue = CASE WHEN old.phone_digits IS NULL AND old.lead_source = 'chatbot' THEN 'no-contact' WHEN old.phone_digits IS NULL AND old.lead_source = 'landing_page_footer' THEN 'subscriber' WHEN old.phone_digits IS NULL OR old.ended_reason IS NOT NULL THEN 'other' WHEN old.status = 'new' AND old.next_callback_at IS NULL AND (old.last_call_at IS NULL OR old.last_call_at < old.last_requested_at) THEN 'uncalled' ELSE 'callable' END;
  INSERT INTO lead_tallies (advisor_key, status, queue, n)
  VALUES (coalesce(new.assigned_advisor_id, 0), new.status, CASE WHEN new.phone_digits IS NULL AND new.lead_source = 'chatbot' THEN 'no-contact' WHEN new.phone_digits IS NULL AND new.lead_source = 'landing_page_footer' THEN 'subscriber' WHEN new.phone_digits IS NULL OR new.ended_reason IS NOT NULL THEN 'other' WHEN new.status = 'new' AND new.next_callback_at IS NULL AND (new.last_call_at IS NULL OR new.last_call_at < new.last_requested_at) THEN 'uncalled' ELSE 'callable' END, 1)
  ON CONFLICT (advisor_key, status, queue) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER leads_hours_update AFTER UPDATE OF created_at, lead_source ON leads BEGIN
  UPDATE lead_hours SET n = n - 1 WHERE hour = substr(old.created_at, 1, 13) AND lead_source = coalesce(old.lead_source, '');
  INSERT INTO lead_hours (hour, lead_source, n) VALUES (substr(new.created_at, 1, 13), coalesce(new.lead_source, ''), 1)
  ON CONFLICT (hour, lead_source) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER leads_answer_keys_update AFTER UPDATE OF answers, lead_source, created_at ON leads BEGIN
  UPDATE chat_answer_hours SET n = n - 1
  WHERE hour = substr(old.created_at, 1, 13) AND key IN (SELECT key FROM json_each(CASE WHEN old.lead_source = 'chatbot' AND json_valid(old.answers) THEN CASE WHEN json_type(old.answers) = 'object' THEN old.answers END END));
  INSERT INTO chat_answer_hours (hour, key, n)
  SELECT substr(new.created_at, 1, 13), key, 1 FROM json_each(CASE WHEN new.lead_source = 'chatbot' AND json_valid(new.answers) THEN CASE WHEN json_type(new.answers) = 'object' THEN new.answers END END) WHERE true
  ON CONFLICT (hour, key) DO UPDATE SET n = n + 1;
END;
