DROP INDEX `leads_assigned_last_requested_idx`;--> statement-breakpoint
CREATE INDEX `leads_assigned_last_requested_idx` ON `leads` (`assigned_advisor_id`,`last_requested_at`,`id`);