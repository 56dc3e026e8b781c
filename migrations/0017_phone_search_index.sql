DROP INDEX `leads_phone_digits_idx`;--> statement-breakpoint
CREATE INDEX `leads_phone_waiting_idx` ON `leads` (`phone_digits`,`last_requested_at`,`id`,`status`,`next_callback_at`,`last_call_at`,`ended_reason`,`assigned_advisor_id`);--> statement-breakpoint
ALTER TABLE `lead_requests` ADD `other_phone_digits` text;--> statement-breakpoint
CREATE INDEX `lead_requests_other_phone_idx` ON `lead_requests` (`other_phone_digits`,`lead_id`) WHERE "lead_requests"."other_phone_digits" is not null;