CREATE TABLE "role_rights" (
	"role_id" uuid NOT NULL,
	"menu_id" text NOT NULL,
	"r_access" boolean DEFAULT false NOT NULL,
	"r_read" boolean DEFAULT false NOT NULL,
	"r_add" boolean DEFAULT false NOT NULL,
	"r_edit" boolean DEFAULT false NOT NULL,
	"r_del" boolean DEFAULT false NOT NULL,
	"r_print" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_rights_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_rights" ADD CONSTRAINT "role_rights_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_roles_role_id" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
-- Menu entries renamed so that no page bears its group's or another sibling's name: a tenant's title
-- is changed only while it is still the old built-in one (a title the tenant wrote stays).
UPDATE "commands" AS c SET "title" = r.title, "title_en" = r.title_en
FROM (VALUES
  ('crm.partners', 'Khách hàng', 'Customers', 'Danh sách khách hàng', 'Customer list'),
  ('crm.tasks', 'Lịch hẹn', 'Appointments', 'Danh sách lịch hẹn', 'Appointment list'),
  ('crm.tickets', 'Ticket', 'Tickets', 'Danh sách ticket', 'Ticket list'),
  ('crm.campaigns', 'Chiến dịch', 'Campaigns', 'Danh sách chiến dịch', 'Campaign list'),
  ('sales.rooms', 'Phòng', 'Rooms', 'Danh sách phòng', 'Room list'),
  ('sales.g-customers', 'Khách hàng', 'Customers', 'Khách hàng thân thiết', 'Loyalty'),
  ('sales.customers', 'Khách hàng', 'Customers', 'Khách hàng mua hàng', 'Buying customers'),
  ('sales.payment-cards', 'Thẻ thanh toán', 'Payment cards', 'Danh sách thẻ thanh toán', 'Payment card list'),
  ('sales.no-name-cards', 'Thẻ vô danh', 'No-name cards', 'Danh sách thẻ vô danh', 'No-name card list'),
  ('sales.g-commissions', 'Hoa hồng', 'Commissions', 'Nhân viên & hoa hồng', 'Staff & commissions'),
  ('sales.promotions', 'Chương trình khuyến mãi', 'Promotions', 'Chương trình khuyến mãi', 'Promotion programs'),
  ('stock.g-products', 'Hàng hóa', 'Products', 'Hàng hóa', 'Goods'),
  ('client', 'Khách hàng', 'Client', 'Cổng khách hàng', 'Customer portal')
) AS r(menu_id, old_title, old_title_en, title, title_en)
WHERE c."menu_id" = r.menu_id AND c."title" = r.old_title AND c."title_en" = r.old_title_en;
