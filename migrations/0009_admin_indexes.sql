DROP INDEX `leads_assigned_last_requested_idx`;--> statement-breakpoint
DROP INDEX `leads_status_last_requested_idx`;--> statement-breakpoint
CREATE INDEX `leads_assigned_last_requested_idx` ON `leads` (`assigned_advisor_id`,`last_requested_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_status_last_requested_idx` ON `leads` (`status`,`last_requested_at`,`next_callback_at`,`last_call_at`,`ended_reason`,`phone_digits`,`assigned_advisor_id`);