CREATE TABLE `call_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`advisor_id` integer NOT NULL,
	`outcome` text NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `call_attempts_lead_idx` ON `call_attempts` (`lead_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `next_callback_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `call_attempt_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_call_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_call_outcome` text;--> statement-breakpoint
CREATE INDEX `leads_next_callback_idx` ON `leads` (`next_callback_at`);--> statement-breakpoint
CREATE INDEX `leads_assigned_callback_idx` ON `leads` (`assigned_advisor_id`,`next_callback_at`);--> statement-breakpoint
CREATE INDEX `leads_status_last_requested_idx` ON `leads` (`status`,`last_requested_at`);