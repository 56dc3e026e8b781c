CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text,
	`phone` text,
	`zip_code` text,
	`vehicle_type` text,
	`timeline` text,
	`experience` text,
	`knows_vehicle` integer,
	`make` text,
	`model` text,
	`year` integer,
	`trim` text,
	`has_dealer_quote` integer,
	`dealer_quote_image_path` text,
	`body_style` text,
	`location_type` text,
	`passengers` text,
	`daily_driving` text,
	`priorities` text,
	`financing_type` text,
	`budget` real,
	`is_budget_monthly` integer,
	`credit_range` text,
	`has_trade_in` integer,
	`trade_in_make` text,
	`trade_in_model` text,
	`trade_in_year` text,
	`trade_in_mileage` text,
	`trade_in_condition` text,
	`trade_in_payoff` real,
	`notes` text,
	`qualified` integer,
	`ready_to_talk` integer,
	`newsletter_opted_in` integer,
	`newsletter_email` text,
	`newsletter_opted_in_at` text,
	`conversation_data` text,
	`answers` text,
	`lead_source` text,
	`lead_source_detail` text,
	`page_url` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`user_agent` text,
	`referrer_url` text,
	`session_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leads_email_idx` ON `leads` (`email`);--> statement-breakpoint
CREATE INDEX `leads_phone_idx` ON `leads` (`phone`);--> statement-breakpoint
CREATE INDEX `leads_session_idx` ON `leads` (`session_id`);--> statement-breakpoint
CREATE INDEX `leads_created_at_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE TABLE `negotiated_deals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`trim` text,
	`vin` text,
	`transmission` text,
	`drivetrain` text,
	`fuel_type` text,
	`body_style` text,
	`engine` text,
	`savings_off_msrp` real NOT NULL,
	`date_negotiated` text NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE INDEX `negotiated_deals_date_idx` ON `negotiated_deals` (`date_negotiated`);--> statement-breakpoint
CREATE TABLE `stock_vehicle_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`trim` text,
	`image_url` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stock_vehicle_images_lookup_idx` ON `stock_vehicle_images` (`year`,`make`,`model`,`trim`);