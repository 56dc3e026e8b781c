CREATE TABLE `advisor_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advisor_id` integer NOT NULL,
	`action` text NOT NULL,
	`lead_id` text,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `advisor_actions_lead_idx` ON `advisor_actions` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `advisor_actions_created_idx` ON `advisor_actions` (`created_at`);--> statement-breakpoint
CREATE TABLE `advisors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text,
	`credential_version` integer DEFAULT 1 NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advisors_email_unique` ON `advisors` (`email`);--> statement-breakpoint
CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`advisor_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sign_in_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`window_started_ms` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lead_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`source` text NOT NULL,
	`source_detail` text,
	`first_name` text,
	`last_name` text,
	`email` text,
	`phone` text,
	`phone_digits` text,
	`zip_code` text,
	`page_url` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`make` text,
	`model` text,
	`year` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_requests_lead_idx` ON `lead_requests` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_requests_email_idx` ON `lead_requests` (`email`);--> statement-breakpoint
CREATE INDEX `lead_requests_phone_digits_idx` ON `lead_requests` (`phone_digits`);--> statement-breakpoint
CREATE TABLE `chat_strikes` (
	`session_id` text PRIMARY KEY NOT NULL,
	`strikes` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_strikes_updated_at_idx` ON `chat_strikes` (`updated_at`);--> statement-breakpoint
CREATE TABLE `email_sends` (
	`key` text PRIMARY KEY NOT NULL,
	`lead_id` text,
	`kind` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `form_token_uses` (
	`nonce` text PRIMARY KEY NOT NULL,
	`used_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_token_uses_used_at_idx` ON `form_token_uses` (`used_at`);--> statement-breakpoint
DROP INDEX `leads_phone_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `assigned_advisor_id` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_digits` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `person_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_requested_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `request_count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `chat_token_hash` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `ended_reason` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `inappropriate_strikes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `consent_text_version` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `newsletter_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `newsletter_unsubscribed_at` text;--> statement-breakpoint
CREATE INDEX `leads_phone_digits_idx` ON `leads` (`phone_digits`);--> statement-breakpoint
CREATE INDEX `leads_person_idx` ON `leads` (`person_id`);--> statement-breakpoint
CREATE INDEX `leads_last_requested_idx` ON `leads` (`last_requested_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_assigned_last_requested_idx` ON `leads` (`assigned_advisor_id`,`last_requested_at`);--> statement-breakpoint
ALTER TABLE `lead_deletions` ADD `reason` text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE `lead_deletions` ADD `advisor_id` integer;--> statement-breakpoint
ALTER TABLE `lead_status_changes` ADD `advisor_id` integer;--> statement-breakpoint
ALTER TABLE `lead_status_changes` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `negotiated_deals` ADD `enrich_attempted_at` text;