CREATE TABLE `vital_hours` (
	`hour` text NOT NULL,
	`route` text NOT NULL,
	`metric` text NOT NULL,
	`device` text NOT NULL,
	`language` text NOT NULL,
	`bucket` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`hour`, `route`, `metric`, `device`, `language`, `bucket`)
);
--> statement-breakpoint
CREATE TABLE `vital_targets` (
	`hour` text NOT NULL,
	`route` text NOT NULL,
	`metric` text NOT NULL,
	`selector` text NOT NULL,
	`views` integer NOT NULL,
	`poor` integer NOT NULL,
	PRIMARY KEY(`hour`, `route`, `metric`, `selector`)
);
