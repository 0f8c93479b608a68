CREATE TABLE "partner_themes" (
	"host" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colorscheme" jsonb NOT NULL,
	"button_style" text DEFAULT 'rounded' NOT NULL,
	"logo" text,
	"is_demo" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
INSERT INTO "partner_themes" ("host", "name", "colorscheme", "button_style", "is_demo") VALUES ('partner-a.localhost', 'Savannah Media Partners (demo)', '{"primary": ["#e6fcf5", "#c3fae8", "#96f2d7", "#63e6be", "#38d9a9", "#20c997", "#12b886", "#0ca678", "#099268", "#087f5b"], "secondary": ["#fff4e6", "#ffe8cc", "#ffd8a8", "#ffc078", "#ffa94d", "#ff922b", "#fd7e14", "#f76707", "#e8590c", "#d9480f"], "gray": ["#f8f9fa", "#f1f3f5", "#e9ecef", "#dee2e6", "#ced4da", "#adb5bd", "#868e96", "#495057", "#343a40", "#212529"]}'::jsonb, 'pill', true);
--> statement-breakpoint
INSERT INTO "partner_themes" ("host", "name", "colorscheme", "button_style", "is_demo") VALUES ('partner-b.localhost', 'Lakeside Creators Network (demo)', '{"primary": ["#f8f0fc", "#f3d9fa", "#eebefa", "#e599f7", "#da77f2", "#cc5de8", "#be4bdb", "#ae3ec9", "#9c36b5", "#862e9c"], "secondary": ["#edf2ff", "#dbe4ff", "#bac8ff", "#91a7ff", "#748ffc", "#5c7cfa", "#4c6ef5", "#4263eb", "#3b5bdb", "#364fc7"], "gray": ["#f8f9fa", "#f1f3f5", "#e9ecef", "#dee2e6", "#ced4da", "#adb5bd", "#868e96", "#495057", "#343a40", "#212529"]}'::jsonb, 'square', true);
