CREATE TABLE `quote_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`path` text NOT NULL,
	`lead_id` text,
	`source` text NOT NULL,
	`advisor_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`reader` text,
	`reason` text,
	`head` text,
	`ai_claimed_at` text,
	`ai_answer` text,
	`flag_count` integer DEFAULT 0 NOT NULL,
	`worth_questioning_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`read_at` text,
	`checked_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_checks_path_unique` ON `quote_checks` (`path`);--> statement-breakpoint
CREATE INDEX `quote_checks_lead_idx` ON `quote_checks` (`lead_id`);--> statement-breakpoint
CREATE TABLE `quote_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`check_id` text NOT NULL,
	`line_position` integer NOT NULL,
	`field` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`advisor_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`check_id`) REFERENCES `quote_checks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_corrections_check_idx` ON `quote_corrections` (`check_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quote_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`check_id` text NOT NULL,
	`rule_id` text NOT NULL,
	`severity` text NOT NULL,
	`line_position` integer,
	`amount_cents` integer NOT NULL,
	`sentence` text NOT NULL,
	`headline` text NOT NULL,
	`source_label` text NOT NULL,
	`source_url` text NOT NULL,
	FOREIGN KEY (`check_id`) REFERENCES `quote_checks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_flags_check_idx` ON `quote_flags` (`check_id`);--> statement-breakpoint
CREATE TABLE `quote_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`check_id` text NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`read_amount_cents` integer NOT NULL,
	`read_category` text NOT NULL,
	`categorised_by` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`category` text NOT NULL,
	`marked_optional` integer DEFAULT false NOT NULL,
	`section` text,
	FOREIGN KEY (`check_id`) REFERENCES `quote_checks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_lines_check_position_idx` ON `quote_lines` (`check_id`,`position`);